import { describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import { parseStoredDocument } from './site-content-store.ts';

describe('stored site content', () => {
  it('reads a valid row as it is', () => {
    const doc = structuredClone(defaultSiteDocument);
    doc.business.phone = '(704) 555-0199';
    expect(parseStoredDocument(JSON.stringify(doc))).toEqual(doc);
  });

  it('fills in fields a row was written without', () => {
    const doc = structuredClone(defaultSiteDocument) as unknown as {
      business: Record<string, unknown>;
      banner?: unknown;
    };
    doc.business['phone'] = '(704) 555-0199';
    delete doc.business['specialHours'];
    delete doc.banner;
    const read = parseStoredDocument(JSON.stringify(doc));
    expect(read.business.phone).toBe('(704) 555-0199');
    expect(read.business.specialHours).toEqual([]);
    expect(read.banner).toEqual(defaultSiteDocument.banner);
  });

  it('shows the defaults rather than failing on a row that cannot be read', () => {
    const doc = structuredClone(defaultSiteDocument) as unknown as { gallery: unknown[] };
    doc.gallery = [];
    expect(parseStoredDocument(JSON.stringify(doc))).toEqual(defaultSiteDocument);
  });
});
