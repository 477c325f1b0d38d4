import { describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import { docPartOf, firstScreen, initialContent } from './first-screen.ts';

const live = { version: 3, content: defaultSiteDocument };

function edited() {
  const doc = structuredClone(defaultSiteDocument);
  doc.business.phone = '(704) 555-0199';
  doc.banner.short = 'Storm crews out today';
  return doc;
}

describe('the Site editor first screen', () => {
  it('names the part a section edits, none for the overview, history and transfer', () => {
    expect(docPartOf('business')).toBe('business');
    expect(docPartOf('cities')).toBe('cities');
    for (const id of [undefined, 'history', 'transfer', 'nope']) expect(docPartOf(id)).toBeNull();
  });

  it('keeps the whole documents when no part is named', () => {
    const draft = { baseVersion: 3, content: edited() };
    const initial = initialContent(live, draft, null);
    expect(initial.part).toBeUndefined();
    expect(firstScreen(initial)).toBe(draft.content);
  });

  it("cuts both documents to the part and counts the draft's changes elsewhere", () => {
    const initial = initialContent(live, { baseVersion: 3, content: edited() }, 'business');
    expect(Object.keys(initial.published.content)).toEqual(['business']);
    expect(Object.keys(initial.draft?.content ?? {})).toEqual(['business']);
    expect(firstScreen(initial)?.business.phone).toBe('(704) 555-0199');
    expect(initial.part?.name).toBe('business');
    expect(initial.part?.otherChanges.map((c) => c.path)).toEqual(['banner.short']);
  });

  it('counts nothing elsewhere when the draft is based on an older version', () => {
    const initial = initialContent(live, { baseVersion: 2, content: edited() }, 'business');
    // The older draft is re-applied in the browser, which then has the whole document.
    expect(firstScreen(initial)?.business.phone).toBe(defaultSiteDocument.business.phone);
    expect(initial.part?.otherChanges).toEqual([]);
  });
});
