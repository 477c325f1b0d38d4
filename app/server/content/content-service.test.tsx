import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSnapshot } from '#app/content/live.ts';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import MarketingLayout, { loader } from '#app/routes/_marketing/layout.tsx';
import { insertAdminUser } from '../auth/admin-account.ts';
import { loadConfig } from '../config.ts';
import { contentContext } from '#app/routes/_context/context.server.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../db/open.ts';
import { createLogger } from '../logger.ts';
import { incomingLead } from '#tests/support/incoming-lead.ts';
import { createLead } from '../leads/create-lead.ts';
import { createContentService, type ContentService } from './content-service.ts';
import { publishDocument } from './site-content-store.ts';

/**
 * Decision 0015: the published phone reaches a page's `tel:` link and an e-mail through calls
 * only. Two content services on one database stand for two instances in one process: each
 * renders its own snapshot, which no module-level holder could do.
 */

const NEW_MAIN = '(704) 555-0199';
const NEW_TEL = 'tel:+17045550199';
const OLD_TEL = 'tel:+17045550134';

let dir: string;
let database: DatabaseHandle;
let publisher: ContentService;
let other: ContentService;
const log = createLogger('silent');

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-service-'));
  database = openDatabase({ databaseUrl: undefined, dataDir: dir });
  await migrateToLatest(database.db as never, 'sqlite');
  publisher = createContentService({ db: database.db, log });
  other = createContentService({ db: database.db, log });
});

afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The public layout rendered as the host renders it: its loader reads the request's context. */
async function renderLayout(content: ContentSnapshot): Promise<string> {
  const context = new RouterContextProvider();
  context.set(contentContext, content);
  const loaderData = loader({ context } as unknown as Parameters<typeof loader>[0]);
  const props = { loaderData, params: {}, matches: [] } as unknown as ComponentProps<
    typeof MarketingLayout
  >;
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <MarketingLayout {...props} />
    </MemoryRouter>,
  );
}

/**
 * A lead sent to an instance whose content service is `content`, the way the quote form's
 * action and `POST /api/leads` send it (`createLead`): its customer confirmation, as queued.
 */
async function confirmationFrom(content: ContentService): Promise<string> {
  const services = { db: database.db, config: loadConfig({ DATA_DIR: dir }) };
  // The instance's snapshot, as its host hands it to the request.
  const result = await createLead(services, content.current().content, incomingLead());
  if (result.kind !== 'created') throw new Error(`lead not created: ${result.kind}`);
  const row = await database.db
    .selectFrom('outbox')
    .select('html_body')
    .where('lead_id', '=', result.id)
    .where('kind', '=', 'customer_confirmation')
    .executeTakeFirstOrThrow();
  return row.html_body ?? '';
}

describe('content service', () => {
  it('starts with the defaults, version 0', async () => {
    expect(publisher.current().version).toBe(0);
    expect(await renderLayout(publisher.current())).toContain(`href="${OLD_TEL}"`);
  });

  it('shows a published phone in the tel: link and the e-mail, through calls only', async () => {
    const now = Date.now();
    const userId = await insertAdminUser(database.db, {
      email: 'owner@example.com',
      passwordHash: 'x',
      now,
    });
    const doc = structuredClone(defaultSiteDocument);
    doc.business.phone = NEW_MAIN;
    const result = await publishDocument(
      { db: database.db, log, contentChanged: new EventTarget(), content: publisher },
      {
        input: doc,
        ifMatch: 0,
        admin: { userId, email: 'owner@example.com' },
        meta: { ip: '127.0.0.1', userAgent: 'test' },
        source: 'publish',
      },
    );
    if (!result.ok) throw new Error(`publish refused: ${result.reason}`);

    const published = publisher.current();
    expect(published.version).toBe(result.version);
    expect(Object.isFrozen(published.content.business.phones.main)).toBe(true);
    const page = await renderLayout(published);
    expect(page).toContain(`href="${NEW_TEL}"`);
    expect(page).not.toContain(OLD_TEL);
    const mail = await confirmationFrom(publisher);
    expect(mail).toContain(NEW_MAIN);
    expect(mail).not.toContain('(704) 555-0134');

    // The other instance still shows what it loaded, side by side in this process...
    expect(await renderLayout(other.current())).toContain(`href="${OLD_TEL}"`);
    expect(await confirmationFrom(other)).toContain('(704) 555-0134');
    // ...until it refreshes (what the page-cache generation poll triggers).
    expect(await other.refresh()).toBe(true);
    expect(other.current().version).toBe(result.version);
    expect(await renderLayout(other.current())).toContain(`href="${NEW_TEL}"`);
    expect(await other.refresh()).toBe(false);
  });

  it('builds a preview snapshot without showing it, and never goes back to an older version', async () => {
    const shown = publisher.current();
    const draft = structuredClone(defaultSiteDocument);
    draft.business.phone = '(704) 555-0177';
    const preview = publisher.build(draft, shown.version);
    expect(await renderLayout(preview)).toContain('href="tel:+17045550177"');
    expect(publisher.current()).toBe(shown);
    // A slow refresh that read an older version never puts it back.
    publisher.show(shown.version + 1, draft);
    const newer = publisher.current();
    expect(newer.version).toBe(shown.version + 1);
    publisher.show(shown.version, defaultSiteDocument);
    expect(publisher.current()).toBe(newer);
  });
});
