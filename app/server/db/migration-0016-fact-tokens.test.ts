// Beside the migrations, not among them: their lint rule (no application imports) is for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import { factTokens } from '#app/content/fact-tokens.ts';
import { SiteContentDocumentSchema } from '#app/content/site-document.ts';
import { dialects } from '#tests/support/dialects.ts';
import { openScratchDatabase, type ScratchDatabase } from '#tests/support/scratch-database.ts';
import { migrateToLatest } from './migrate.ts';
import type { DatabaseHandle } from './open.ts';
import { tokenizeShippedFacts, up, upgradeLegacyDocument } from './migrations/0016-fact-tokens.ts';

/** A document as stored before the tokens: the shipped facts written out in its prose. */
function oldDocument() {
  const doc = structuredClone(defaultSiteDocument);
  doc.business.phone = '(704) 555-0199';
  doc.about.story = ['Call (704) 555-0134 or (704) 555-0187. Since 1995, 4.9-star, $1995.'];
  doc.banner.short = 'Carolina Family Garage Doors: 150 reviews';
  doc.business.specialHours = [
    { date: '2030-07-04', closed: true, label: 'Carolina Family Garage Doors picnic' },
  ];
  return doc;
}

describe('the legacy-format conversion (frozen in migration 0016)', () => {
  it('turns the shipped facts in prose into tokens, and leaves the facts themselves', () => {
    const upgraded = SiteContentDocumentSchema.parse(upgradeLegacyDocument(oldDocument()));
    expect(upgraded.about.story).toEqual([
      'Call {{phone}} or {{phoneNC}}. Since {{foundedYear}}, {{rating}}-star, $1995.',
    ]);
    expect(upgraded.banner.short).toBe('{{name}}: {{reviewCount}} reviews');
    expect(upgraded.business.specialHours[0]?.label).toBe('{{name}} picnic');
    expect(upgraded.business.phone).toBe('(704) 555-0199');
    expect(upgraded.business.name).toBe('Carolina Family Garage Doors');
    expect(upgraded.business.serviceArea).toBe(defaultSiteDocument.business.serviceArea);
  });

  it('leaves a token document unchanged, and changes nothing the second time', () => {
    expect(upgradeLegacyDocument(defaultSiteDocument)).toEqual(defaultSiteDocument);
    const once = upgradeLegacyDocument(oldDocument());
    expect(upgradeLegacyDocument(once)).toEqual(once);
  });

  it('keeps values that are no prose, and a text whose token form would be too long', () => {
    const doc = structuredClone(defaultSiteDocument);
    const testimonial = doc.testimonials[0];
    if (!testimonial) throw new Error('no testimonial');
    testimonial.date = 'March 1995';
    const title = `${'x'.repeat(112)} 1995`;
    doc.gallery[0] = { ...doc.gallery[0]!, title };
    const upgraded = SiteContentDocumentSchema.parse(upgradeLegacyDocument(doc));
    expect(upgraded.testimonials[0]?.date).toBe('March 1995');
    expect(upgraded.gallery[0]?.title).toBe(title);
  });

  it('writes only token names the site fills', () => {
    const all = tokenizeShippedFacts(
      '(704) 555-0134 tel:+17045550134 (704) 555-0187 (803) 555-0162 ' +
        'info@carolinafamilygaragedoors.example service@carolinafamilygaragedoors.example ' +
        'Carolina Family Garage Doors Concord, NC to Rock Hill, SC 1995 5000+ 4.9-star 150 reviews',
    );
    const names = [...all.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    expect(names).toHaveLength(12);
    for (const name of names) expect(factTokens).toContain(name);
  });
});

describe.each(await dialects())('migration 0016 on %s', (dialect) => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;

  beforeAll(async () => {
    scratch = await openScratchDatabase(dialect, 'cfgd-0016-');
    database = scratch.database;
    await migrateToLatest(database.db as never, dialect);
  });
  afterAll(async () => {
    await scratch?.remove();
  });

  it('rewrites stored versions and drafts into the token form once', async () => {
    const { db } = database;
    const old = JSON.stringify(oldDocument());
    const current = JSON.stringify(defaultSiteDocument);
    const version = (document: string, basedOn: number) => ({
      document,
      published_at: 1,
      published_by: 'owner@example.com',
      summary: 'x',
      source: 'publish' as const,
      restored_from: null,
      based_on: basedOn,
      image_mappings: null,
    });
    await db
      .insertInto('site_content_versions')
      .values([version(old, 0), version(current, 1)])
      .execute();
    await db
      .insertInto('site_content_drafts')
      .values({ user_id: 1, document: old, base_version: 2, updated_at: 1 })
      .execute();

    const read = async () => ({
      versions: (
        await db.selectFrom('site_content_versions').select('document').orderBy('id').execute()
      ).map((r) => r.document),
      draft: (await db.selectFrom('site_content_drafts').select('document').execute())[0]?.document,
    });
    await up(database.db as never, dialect);
    const once = await read();
    const expected = JSON.stringify(upgradeLegacyDocument(oldDocument()));
    expect(once.versions).toEqual([expected, current]);
    expect(once.draft).toBe(expected);
    expect(once.versions[0]).toContain('Call {{phone}} or {{phoneNC}}');

    await up(database.db as never, dialect);
    expect(await read()).toEqual(once);
  });
});
