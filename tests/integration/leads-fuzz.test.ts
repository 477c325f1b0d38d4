import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadFields } from '#app/lib/lead-schema.ts';
import { messages } from '#app/lib/messages.ts';
import { dialects } from '../support/dialects.ts';
import { uniqueIp } from '../support/leads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { byTier } from '../support/tier.ts';

/**
 * Issue 19, must-show 3: the probe's 12,000 fuzzed lead requests and 3,000 form posts got no
 * 5xx; this keeps that figure. 10,000 generated inputs per database, sent to the real server:
 * 7,000 as JSON to `POST /api/leads`, 3,000 form-encoded to a page's quote-form action (the
 * no-JavaScript path). Any type, any Unicode, oversized fields and bodies, broken JSON.
 * Never a 5xx, and every 400 says one of the spec's messages (or the non-ASCII e-mail one).
 */
const m = messages.contactForm;
const SPEC_400_MESSAGES: readonly string[] = [
  m.required,
  m.invalidEmail,
  // An address beyond ASCII: our mail cannot reach it (issue 27, item 14).
  m.nonAsciiEmail,
  m.invalidPhone,
  m.failure,
];
/** The fast tier sends a fifth of them (2,000 per database). */
const JSON_RUNS = byTier(350, 70);
const FORM_RUNS = Number(process.env.FUZZ_FORM_RUNS ?? byTier(150, 30));
/** Requests in flight at once: each property run sends a batch of this many. */
const BATCH = 20;

const fieldNames = [...leadFields, 'company_site', 'started_at', 'page'] as const;

/** Strings that tend to break things, plus any Unicode, lone surrogates and big ones. */
function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }) },
    {
      weight: 1,
      arbitrary: fc.string({
        unit: fc.constantFrom('\u0000', '\ud800', '\udfff', '\u202e', '%', '&', '=', '+'),
        maxLength: 50,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '<script>alert(1)</script>',
        "'; DROP TABLE contact_submissions; --",
        'a@x.test?bcc=evil%40evil.example',
        'x\r\nBcc: victim@example.com',
        '{{message}}',
        '---',
        '+',
        '__proto__',
        'constructor',
      ),
    },
  );
}

/** A value a valid lead would have, so a good share of inputs is stored (the 201 path). */
const plausible: Record<string, fc.Arbitrary<string>> = {
  name: fc.constantFrom('Ann Lee', 'José Ñúñez', '李小龙', 'O\u2019Brien'),
  // Plausible means storable: an address beyond ASCII is refused since issue 27 (item 14), and
  // non-ascii-email.test.ts holds that rule.
  email: fc.constantFrom('ann@example.com', 'j.n+doors@sub.example.co', 'li.xiao@example.org'),
  phone: fc.constantFrom('(704) 555-0100', '+1 803 555 0162', '7045550100'),
  service: fc.constantFrom('installation', 'repair', 'emergency', 'other'),
};

function fieldValue(field: string, json: boolean): fc.Arbitrary<unknown> {
  const text = hostileString();
  const good = plausible[field];
  const options: Array<fc.WeightedArbitrary<unknown>> = [{ weight: 4, arbitrary: text }];
  if (good) options.push({ weight: 20, arbitrary: good });
  if (json) options.push({ weight: 2, arbitrary: fc.anything({ maxDepth: 2 }) });
  return fc.oneof(...options);
}

/** Some text repeated to between 1,000 and 70,000 characters: over the field caps, and
 * sometimes over the 64 KB body limit. */
const oversized = fc
  .tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: 1_000, max: 70_000 }))
  .map(([seed, length]) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length));

function leadRecord(json: boolean): fc.Arbitrary<Record<string, unknown>> {
  const record = fc.record(
    Object.fromEntries(fieldNames.map((field) => [field, fieldValue(field, json)])),
    { requiredKeys: [] },
  );
  // One input in ten has one field far too long.
  const withOversized = fc
    .tuple(record, fc.constantFrom(...fieldNames), oversized)
    .map(([fields, field, value]) => ({ ...fields, [field]: value }));
  return fc.oneof({ weight: 9, arbitrary: record }, { weight: 1, arbitrary: withOversized });
}

/** A JSON body: usually an object of fields, sometimes any JSON value or not JSON at all. */
const jsonBody: fc.Arbitrary<string> = fc.oneof(
  { weight: 16, arbitrary: leadRecord(true).map((record) => JSON.stringify(record)) },
  { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: leadRecord(true).map((record) => JSON.stringify(record).slice(0, -1)) },
);

/** A form body: the fields as a browser would send them, or raw (broken) encoding. */
const formBody: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 8,
    arbitrary: leadRecord(false).map((record) =>
      new URLSearchParams(
        Object.entries(record).map(([key, value]) => [key, String(value)]),
      ).toString(),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz=1&email=%E0%A4%A', 'name&&&=&=', '') },
);

interface Answer {
  status: number;
  message: string | undefined;
}

/**
 * Sends one request. A body over the 64 KB limit is refused before it is read; the host then
 * drains or lingers over the rest (server/http/unread-body.ts, lingering-close.ts), so every
 * request, oversized or not, gets its answer: a connection closed without one is a failure.
 */
async function send(
  url: string,
  type: string,
  body: string,
  read: (res: Response) => Promise<string | undefined>,
): Promise<Answer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': type, 'X-Forwarded-For': uniqueIp() },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, message: await read(res) };
}

function postJson(server: TestServer, body: string): Promise<Answer> {
  return send(`${server.url}/api/leads`, 'application/json', body, async (res) => {
    const text = await res.text();
    try {
      return (JSON.parse(text) as { error?: string }).error;
    } catch {
      return undefined;
    }
  });
}

function postForm(server: TestServer, body: string): Promise<Answer> {
  return send(`${server.url}/contact`, 'application/x-www-form-urlencoded', body, async (res) => {
    const html = await res.text();
    // The form's error summary: its first line is the message on top (quote-form.tsx).
    return /data-quote-form-errors[^>]*><p[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
  });
}

describe.each(process.env.FUZZ_DIALECT ? [process.env.FUZZ_DIALECT as 'sqlite'] : await dialects())(
  '10,000 fuzzed lead inputs on %s',
  (dialect) => {
    let server: TestServer;
    const statuses = new Map<number, number>();

    beforeAll(async () => {
      server = await startServer({ dialect, env: { TRUST_PROXY: '1' } });
    });
    afterAll(async () => {
      await server?.dispose();
    });

    const check = (answer: Answer, body: string) => {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const shown = `${answer.status} ${answer.message} for ${body.slice(0, 300)}`;
      expect(answer.status, shown).toBeLessThan(500);
      if (answer.status === 400) expect(SPEC_400_MESSAGES, shown).toContain(answer.message);
    };

    it(
      'answers JSON to POST /api/leads without a 5xx; every 400 with a spec message',
      { timeout: 300_000 },
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.array(jsonBody, { minLength: BATCH, maxLength: BATCH }),
            async (bodies) => {
              const answers = await Promise.all(bodies.map((body) => postJson(server, body)));
              answers.forEach((answer, i) => check(answer, bodies[i]!));
            },
          ),
          { numRuns: JSON_RUNS, endOnFailure: true },
        );
      },
    );

    it(
      'answers form posts to a page without a 5xx; every 400 with a spec message',
      { timeout: 300_000 },
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.array(formBody, { minLength: BATCH, maxLength: BATCH }),
            async (bodies) => {
              const answers = await Promise.all(bodies.map((body) => postForm(server, body)));
              answers.forEach((answer, i) => check(answer, bodies[i]!));
            },
          ),
          { numRuns: FORM_RUNS, endOnFailure: true },
        );
        const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
        console.info(
          `${dialect}: ${total} inputs, answers by status ${JSON.stringify(Object.fromEntries(statuses))}`,
        );
        expect(total).toBe((JSON_RUNS + FORM_RUNS) * BATCH);
        // Both outcomes must really be exercised for the property to mean anything (about a
        // tenth of the inputs make a lead).
        const enough = byTier(1000, 100);
        expect((statuses.get(201) ?? 0) + (statuses.get(200) ?? 0)).toBeGreaterThan(enough);
        expect(statuses.get(400) ?? 0).toBeGreaterThan(enough);
        // And bodies over the limit, each answered 413 (about one input in 60).
        expect(statuses.get(413) ?? 0).toBeGreaterThan(0);
        const [stored] = await server.query<{ n: number }>(
          'select count(*) as n from contact_submissions',
        );
        // Stored: the API's 201s and the form's 200s (its thank-you page); nothing else.
        expect(Number(stored?.n)).toBe((statuses.get(201) ?? 0) + (statuses.get(200) ?? 0));
      },
    );
  },
);
