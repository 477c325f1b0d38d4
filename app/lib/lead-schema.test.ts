import { describe, expect, it } from 'vitest';
import { capText, isValidIdempotencyKey, normalizeLeadText, parseLead } from './lead-schema.ts';
import { messages } from './messages.ts';

const m = messages.contactForm;
const valid = { name: 'Ann', email: 'ann@example.com', phone: '704-555-0100', service: 'repair' };

describe('parseLead', () => {
  it('trims, caps and turns empty optional fields into null', () => {
    const result = parseLead({
      ...valid,
      name: `  ${'n'.repeat(150)}  `,
      address: '  ',
      message: '',
    });
    expect(result).toEqual({
      ok: true,
      lead: { ...valid, name: 'n'.repeat(100), address: null, message: null, location: null },
    });
  });

  it('puts the required message first, then e-mail, then phone', () => {
    expect(parseLead({ ...valid, name: ' ', email: 'x', phone: 'y' })).toMatchObject({
      ok: false,
      message: m.required,
      fieldErrors: { name: m.required, email: m.invalidEmail, phone: m.invalidPhone },
    });
    expect(parseLead({ ...valid, email: 'x', phone: 'y' })).toMatchObject({
      message: m.invalidEmail,
    });
    expect(parseLead({ ...valid, phone: '555 CALL' })).toMatchObject({ message: m.invalidPhone });
    expect(parseLead({ ...valid, service: 'roofing' })).toMatchObject({
      message: m.required,
      fieldErrors: { service: m.required },
    });
    expect(parseLead('nope')).toMatchObject({ ok: false, message: m.required });
  });

  it('refuses e-mail values that would read as an address list', () => {
    for (const email of ['a@b.co,c@d.co', 'a@b.co;c@d.co', '"a"@b.co', 'a@b.co <c@d.co>']) {
      expect(parseLead({ ...valid, email })).toMatchObject({ message: m.invalidEmail });
    }
  });

  it('refuses a local part beyond ASCII with its own message (issue 27: relays without SMTPUTF8)', () => {
    for (const email of ['zoë@exämple.com', 'zoë@example.com', '用户@例子.广告']) {
      expect(parseLead({ ...valid, email }), email).toMatchObject({
        ok: false,
        message: m.nonAsciiEmail,
        fieldErrors: { email: m.nonAsciiEmail },
      });
    }
    // A malformed one still gets the spec's message.
    expect(parseLead({ ...valid, email: 'zoë' })).toMatchObject({ message: m.invalidEmail });
    // Only the address: a name beyond ASCII is fine.
    expect(parseLead({ ...valid, name: 'Zoë Müller' })).toMatchObject({ ok: true });
  });

  it('accepts an internationalised domain and keeps it in its ASCII form (issue 37; the browser runs this too)', () => {
    const cases: Array<[typed: string, kept: string]> = [
      ['zoe@exämple.com', 'zoe@xn--exmple-cua.com'],
      ['Ann@Bücher.DE', 'Ann@xn--bcher-kva.de'],
      ['ann@例え.テスト', 'ann@xn--r8jz45g.xn--zckzah'],
      // An ASCII domain is left exactly as typed.
      ['Ann@Example.COM', 'Ann@Example.COM'],
    ];
    for (const [email, kept] of cases) {
      const parsed = parseLead({ ...valid, email });
      expect(parsed, email).toMatchObject({ ok: true });
      expect(parsed.ok && parsed.lead.email, email).toBe(kept);
    }
    // Not a name IDNA can write, or too long once written in ASCII: the spec's message.
    for (const email of [
      'ann@ä..com',
      'ann@\u200d.com',
      `a@${Array(9).fill('äöüéèàçñßø'.repeat(2)).join('.')}.com`,
    ]) {
      expect(parseLead({ ...valid, email }), email).toMatchObject({ message: m.invalidEmail });
    }
  });

  it('refuses e-mail values that would carry mail parameters in a mailto: link (issue 19)', () => {
    for (const email of [
      'a@x.test?bcc=evil%40evil.example',
      'a@x.test&cc=b@y.test',
      'a=b@x.test',
      'a%40b@x.test',
      'a/b@x.test',
      'a@x.test/path',
      'a\u00a0b@x.test',
      'a@x.te st',
    ]) {
      expect(parseLead({ ...valid, email }), email).toMatchObject({
        ok: false,
        message: m.invalidEmail,
        fieldErrors: { email: m.invalidEmail },
      });
    }
    expect(parseLead({ ...valid, email: "o'brien+quotes@sub.example.co.uk" })).toMatchObject({
      ok: true,
    });
  });

  it('requires at least 7 digits in a phone number (issue 19)', () => {
    for (const phone of ['---', '()', '+', '() - +', '555-01', '+1 (70) 5-5']) {
      expect(parseLead({ ...valid, phone }), phone).toMatchObject({
        ok: false,
        message: m.invalidPhone,
        fieldErrors: { phone: m.invalidPhone },
      });
    }
    for (const phone of ['555-0100', '+1 (704) 555-0100', '7045550100']) {
      expect(parseLead({ ...valid, phone }), phone).toMatchObject({ ok: true });
    }
  });
});

describe('normalizeLeadText', () => {
  it('drops control characters, keeps line breaks only where they belong', () => {
    expect(normalizeLeadText('a\u0000b\r\nc', 'name')).toBe('ab c');
    expect(normalizeLeadText('a\u0000b\r\nc', 'message')).toBe('ab\r\nc');
  });

  it('never leaves half a surrogate pair', () => {
    expect(capText('😀😀😀', 2)).toBe('😀😀');
    expect(normalizeLeadText('x\ud800', 'name')).toBe('x\ufffd');
  });
});

it('accepts idempotency keys of visible ASCII up to 200 characters', () => {
  expect(isValidIdempotencyKey('3f1c-key')).toBe(true);
  expect(isValidIdempotencyKey('')).toBe(false);
  expect(isValidIdempotencyKey('a b')).toBe(false);
  expect(isValidIdempotencyKey('k'.repeat(201))).toBe(false);
});
