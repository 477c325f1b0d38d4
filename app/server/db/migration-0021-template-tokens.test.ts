// Beside the migrations, not among them: their lint rule (no application imports) is for them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessProfile } from '#app/content/business.ts';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import { dialects } from '#tests/support/dialects.ts';
import { dropSchema, POSTGRES_URL, uniqueSchema } from '#tests/support/postgres.ts';
import { readPublished } from '../content/site-content-store.ts';
import { defaultCustomerTemplate } from '../mail/default-template.ts';
import { renderLeadMail } from '../mail/enqueue.ts';
import { escapeHtml } from '../mail/escape.ts';
import { defaultReviewTemplate } from '../reviews/default-review-template.ts';
import { migrateToLatest } from './migrate.ts';
import { ensurePgSchema, openDatabase, type DatabaseHandle } from './open.ts';
import { tokenizeTemplate, up, type TemplateFacts } from './migrations/0021-template-tokens.ts';

const SHIPPED: TemplateFacts = {
  name: 'Carolina Family Garage Doors',
  phone: '(704) 555-0134',
  emailInfo: 'info@carolinafamilygaragedoors.example',
};

/**
 * A default as the code before the tokens wrote it for `facts`: the old names for the lead's
 * values, the business's name (escaped), line and call link as text.
 */
function frozen(template: string, facts: TemplateFacts): string {
  const digits = facts.phone.replace(/\D/g, '').slice(-10);
  return template
    .replace(/\{\{lead\.(\w+)\}\}/g, '{{$1}}')
    .replaceAll('{{review.link}}', '{{review_link}}')
    .replaceAll('{{business.name}}', escapeHtml(facts.name))
    .replaceAll('{{business.phoneHref}}', `tel:+1${digits}`)
    .replaceAll('{{business.phone}}', escapeHtml(facts.phone));
}

describe('the saved-template conversion (frozen in migration 0021)', () => {
  it("turns a saved copy of the old default back into today's default", () => {
    expect(tokenizeTemplate(frozen(defaultCustomerTemplate, SHIPPED), [SHIPPED], false)).toBe(
      defaultCustomerTemplate,
    );
    expect(tokenizeTemplate(frozen(defaultReviewTemplate, SHIPPED), [SHIPPED], true)).toBe(
      defaultReviewTemplate,
    );
  });

  it("finds a published version's facts, escaped as the default wrote them", () => {
    const smith = {
      name: "Smith & O'Hara Doors",
      phone: '(980) 555-0111',
      emailInfo: 'hi@s.example',
    };
    const saved = `${frozen(defaultCustomerTemplate, smith)}<p>Mail hi@s.example, or {{ phone }}.</p>`;
    const upgraded = tokenizeTemplate(saved, [SHIPPED, smith], false);
    expect(upgraded).toBe(
      `${defaultCustomerTemplate}<p>Mail {{business.email}}, or {{lead.phone}}.</p>`,
    );
  });

  it('keeps tokens whole, the owner text, and changes nothing the second time', () => {
    const lead = { name: 'lead', phone: '(704) 555-0101', emailInfo: 'x@y.example' };
    const text = '<p>{{lead.name}}, our lead tech calls from (704) 555-0101. {{message}}</p>';
    const once = tokenizeTemplate(text, [lead], false);
    expect(once).toBe(
      '<p>{{lead.name}}, our {{business.name}} tech calls from {{business.phone}}. {{lead.message}}</p>',
    );
    expect(tokenizeTemplate(once, [lead], false)).toBe(once);
    // The review link is the review template's only.
    expect(tokenizeTemplate('{{review_link}}', [], false)).toBe('{{review_link}}');
    expect(tokenizeTemplate('{{ review_link }}', [], true)).toBe('{{review.link}}');
  });
});

describe.each(await dialects())('migration 0021 on %s', (dialect) => {
  let dir: string;
  let schema: string | undefined;
  let database: DatabaseHandle;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-0021-'));
    if (dialect === 'postgres') {
      schema = uniqueSchema();
      await ensurePgSchema(POSTGRES_URL, schema);
    }
    database = openDatabase({
      databaseUrl: dialect === 'postgres' ? POSTGRES_URL : undefined,
      dataDir: dir,
      pgSchema: schema,
    });
    await migrateToLatest(database.db as never, dialect);
  });
  afterAll(async () => {
    await database?.close();
    if (schema) await dropSchema(schema);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const publish = async (phone: string) => {
    const doc = structuredClone(defaultSiteDocument);
    doc.business.phone = phone;
    // Each version is based on the live one (one row per base).
    const { version } = await readPublished(database.db);
    await database.db
      .insertInto('site_content_versions')
      .values({
        document: JSON.stringify(doc),
        published_at: Date.now(),
        published_by: 'owner@example.com',
        summary: 'Main phone line',
        source: 'publish',
        restored_from: null,
        based_on: version,
        image_mappings: null,
      })
      .execute();
  };

  it('tokenises a saved template with a literal phone; a later publish reaches its mail', async () => {
    const { db } = database;
    const published = { ...SHIPPED, phone: '(704) 555-0177' };
    await publish(published.phone);
    const saved = frozen(defaultCustomerTemplate, published);
    expect(saved).toContain('(704) 555-0177');
    await db
      .insertInto('admin_settings')
      .values([
        { setting_key: 'customer_email_template', setting_value: saved },
        {
          setting_key: 'review_email_template',
          setting_value: frozen(defaultReviewTemplate, published),
        },
      ])
      .execute();

    await up(db as never, dialect);
    const read = async () =>
      Object.fromEntries(
        (
          await db
            .selectFrom('admin_settings')
            .select(['setting_key', 'setting_value'])
            .where('setting_key', 'in', ['customer_email_template', 'review_email_template'])
            .execute()
        ).map((r) => [r.setting_key, r.setting_value]),
      );
    const once = await read();
    expect(once).toEqual({
      customer_email_template: defaultCustomerTemplate,
      review_email_template: defaultReviewTemplate,
    });
    await up(db as never, dialect);
    expect(await read()).toEqual(once);

    // The owner publishes a new line: the saved template's next mail shows it.
    await publish('(704) 555-0199');
    const business = businessProfile((await readPublished(db)).document.business);
    const lead = {
      id: 1,
      priority: 'normal' as const,
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '(980) 555-0123',
      service: 'repair' as const,
      address: null,
      message: null,
      location: null,
    };
    const { customer } = await renderLeadMail(
      db,
      { publicOrigin: 'https://example.com', MAIL_FROM: undefined },
      business,
      lead,
    );
    expect(customer.html).toContain('<a href="tel:+17045550199">(704) 555-0199</a>');
    expect(customer.html).not.toContain('555-0177');
    expect(customer.html).toContain('<td>(980) 555-0123</td>');
  });
});
