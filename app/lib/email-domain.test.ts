import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminEmailProblem, normaliseEmail, storedBusinessEmail } from './credential-rules.ts';
import { asciiDomainEmail } from './email-domain.ts';
import { messages } from './messages.ts';

describe('asciiDomainEmail (issue 37)', () => {
  it("writes an internationalised domain as node:url's domainToASCII does", () => {
    for (const domain of ['exämple.com', 'bücher.de', '例え.テスト', 'exämple。com', 'ﬀ.com']) {
      expect(asciiDomainEmail(`ann@${domain}`), domain).toBe(`ann@${domainToASCII(domain)}`);
    }
  });

  it('leaves an ASCII domain and the local part as typed; refuses what IDNA cannot write', () => {
    expect(asciiDomainEmail('Ann@Example.COM')).toBe('Ann@Example.COM');
    expect(asciiDomainEmail('zoë@exämple.com')).toBe('zoë@xn--exmple-cua.com');
    for (const email of ['a@ä..com', 'a@\u200d.com', 'a@ex#ä.com', 'a@ä/x.com', 'a@ä']) {
      expect(asciiDomainEmail(email), email).toBeUndefined();
    }
  });
});

describe("the admin's e-mail fields (issue 37)", () => {
  const invalid = messages.settings.invalidAdminEmail;
  it('accept an internationalised domain, stored and looked up in its ASCII form', () => {
    expect(adminEmailProblem('owner@bücher.de', invalid)).toBeUndefined();
    expect(normaliseEmail(' Owner@Bücher.DE ')).toBe('owner@xn--bcher-kva.de');
    expect(storedBusinessEmail(' Office@Exämple.com ')).toBe('Office@xn--exmple-cua.com');
  });

  it('still refuse a local part beyond ASCII, and a domain IDNA cannot write', () => {
    expect(adminEmailProblem('zoë@exämple.com', invalid)).toBe(messages.settings.nonAsciiEmail);
    expect(adminEmailProblem('owner@ä..com', invalid)).toBe(invalid);
  });
});

describe('controls around the domain (a NUL after the owner’s address, issue 37)', () => {
  it('refuses a domain the URL parser would return without its controls', () => {
    expect(asciiDomainEmail('owner@exämple.com\u0000')).toBeUndefined();
    expect(asciiDomainEmail('owner@example.com\u0000')).toBeUndefined();
    expect(asciiDomainEmail('owner@\u0001example.com')).toBeUndefined();
    expect(asciiDomainEmail('owner@exämple.com\u007F')).toBeUndefined();
  });
});
