import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultBusiness } from '#app/content/business.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../db/open.ts';
import { carriesLinkOrDomain, greetingName } from '../mail/lead-messages.ts';
import {
  echoedToCustomer,
  enqueueCustomerVisitMail,
  scheduleReminder,
  type VisitFacts,
} from './visit-mail.ts';

const DAY = 24 * 3_600_000;
const config = { publicOrigin: 'https://garage.example.com', MAIL_FROM: undefined };

/** Issue 37: look-alike dots, and attacker text in the customer's visit e-mails. */
describe('a link or a domain in what was typed', () => {
  it('is found behind look-alike dots, slashes and at signs', () => {
    for (const text of [
      'Claim your prize at evil\uFF0Eexample',
      'Claim your prize at evil\u3002example',
      'Claim your prize at evil\uFF61example',
      '\uFF45\uFF56\uFF49\uFF4C\uFF0E\uFF45\uFF58\uFF41\uFF4D\uFF50\uFF4C\uFF45',
      'evil\u2024example',
      'https\uFF1A\uFF0F\uFF0Fx',
      'me\uFF20evil',
    ]) {
      expect(carriesLinkOrDomain(text), text).toBe(true);
      expect(greetingName(text), text).toBe('');
    }
  });

  it('leaves ordinary names and addresses alone', () => {
    for (const text of ["Mary-Ann O'Neil Jr.", 'Zoë Müller', '田中 太郎。', '12 Main St. Apt 4']) {
      expect(carriesLinkOrDomain(text), text).toBe(false);
    }
    expect(greetingName('Zoë Müller')).toBe('Zoë Müller');
  });

  it('leaves a backslash in a name alone, and finds a Windows share', () => {
    for (const text of ['Ann \\ Lee', 'C:\\x', 'Ann \uFF3C Lee']) {
      expect(carriesLinkOrDomain(text), text).toBe(false);
      expect(greetingName(text), text).toBe(text);
    }
    for (const text of ['\\\\evil\\share', 'see \uFF3C\uFF3Cevil\\prize']) {
      expect(carriesLinkOrDomain(text), text).toBe(true);
    }
  });
});

describe("the customer's visit e-mails", () => {
  const now = Date.UTC(2027, 2, 12, 14);
  let dir: string;
  let database: DatabaseHandle;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visit-mail-'));
    database = openDatabase({ databaseUrl: undefined, dataDir: dir });
    await migrateToLatest(database.db as never, 'sqlite');
    // The e-mails belong to a lead (foreign key).
    await sql`insert into contact_submissions (id, name, email, phone, service, status, priority,
        channel, request_fingerprint, created_at, updated_at)
      values (1, 'Pat Doe', 'stranger@example.com', '7045550100', 'repair', 'new', 'normal',
        'api', 'fp-visit-mail', ${now}, ${now})`.execute(database.db);
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const visit = (over: Partial<VisitFacts>): VisitFacts => ({
    leadId: 1,
    name: 'Pat Doe',
    email: 'stranger@example.com',
    service: 'repair',
    address: '12 Elm St',
    location: 'Concord',
    uid: 'visit-1@garage.example.com',
    sequence: 0,
    startMs: now + 3 * DAY,
    endMs: now + 3 * DAY + 2 * 3_600_000,
    ...over,
  });

  async function mails() {
    return database.db
      .selectFrom('outbox')
      .select(['kind', 'text_body', 'calendar_body'])
      .orderBy('id')
      .execute();
  }

  it('echo no domain or link from the name or the address, in the text or the event', async () => {
    const hostile = visit({
      name: 'Claim your prize at evil\uFF0Eexample',
      address: 'see https://evil.example/x',
      location: 'www\u3002evil\u3002example',
    });
    const { db } = database;
    for (const kind of ['confirmation', 'moved', 'cancelled'] as const) {
      await enqueueCustomerVisitMail(db, config, defaultBusiness, kind, hostile, {
        now,
        manageToken: 'tok',
      });
    }
    await scheduleReminder(db, config, defaultBusiness, hostile, { now, manageToken: 'tok' });
    const sent = await mails();
    expect(sent).toHaveLength(4);
    for (const mail of sent) {
      const all = `${mail.text_body}\n${mail.calendar_body ?? ''}`;
      expect(all.normalize('NFKC').replaceAll('\u3002', '.')).not.toMatch(/evil|prize/i);
      expect(mail.text_body).toMatch(/^Hi,\n/);
    }
    expect(sent[0]?.text_body).toContain('(Eastern time).\n');
  });

  it('keep an ordinary name and address', async () => {
    expect(echoedToCustomer(visit({}))).toEqual(visit({}));
    await enqueueCustomerVisitMail(
      database.db,
      config,
      defaultBusiness,
      'confirmation',
      visit({}),
      {
        now,
        manageToken: 'tok',
      },
    );
    const [mail] = await mails();
    expect(mail?.text_body).toMatch(/^Hi Pat Doe,\n/);
    expect(mail?.text_body).toContain('at 12 Elm St, Concord.');
    expect(mail?.calendar_body).toContain('LOCATION:12 Elm St\\, Concord');
  });
});
