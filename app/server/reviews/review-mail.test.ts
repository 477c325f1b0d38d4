import { describe, expect, it } from 'vitest';
import { defaultBusiness } from '#app/content/business.ts';
import { xssPayloads } from '#tests/support/xss-payloads.ts';
import { escapeHtml } from '../mail/escape.ts';
import { businessTokenValues } from '../mail/template-tokens.ts';
import { renderReviewHtml, withUnsubscribeLine } from './request.ts';
import { parseAutoDays, parseReviewLink } from './review-settings.ts';
import {
  legacyUnsubscribeToken,
  makeUnsubscribeToken,
  readUnsubscribeToken,
} from './unsubscribe-token.ts';

// The 200 payloads of the dashboard tests (issue 17).
const PAYLOADS = xssPayloads;

describe('review e-mail rendering', () => {
  it('escapes every lead value and the link, like the confirmation', () => {
    const template =
      '{{lead.name}}|{{lead.service}}|{{lead.email}}|{{lead.phone}}|{{lead.address}}|{{lead.message}}|{{review.link}}';
    for (const payload of PAYLOADS) {
      const html = renderReviewHtml(
        template,
        {
          lead: {
            name: payload,
            service: payload,
            email: payload,
            phone: payload,
            address: payload,
            message: payload,
          },
          business: businessTokenValues(defaultBusiness),
        },
        'https://example.com/review?a=1&b="2"',
      );
      const escaped = escapeHtml(payload);
      // A value that looks like a token stays text: values are filled once, never re-read.
      expect(html).toBe(
        `${Array(6).fill(escaped).join('|')}|${escapeHtml('https://example.com/review?a=1&b="2"')}`,
      );
      expect(html).not.toMatch(/<[a-z!?/]/i);
    }
  });

  it('adds the visible opt-out line before </body>, or at the end', () => {
    const link = 'https://example.com/unsubscribe?token=a.b&x="1"';
    const withBody = withUnsubscribeLine('<html><body><p>Hi</p></BODY></html>', link);
    expect(withBody).toMatch(/<p>Hi<\/p><p [^>]*>No more review requests\? <a href="[^"]+"/);
    expect(withBody).toContain(`href="${escapeHtml(link)}"`);
    expect(withBody.endsWith('</BODY></html>')).toBe(true);
    const bare = withUnsubscribeLine('<p>Hi</p>', link);
    expect(bare.startsWith('<p>Hi</p>\n<p ')).toBe(true);
    expect(bare).toContain('>Unsubscribe</a></p>');
  });

  it('keeps only http(s) review links and whole days up to a year', () => {
    expect(parseReviewLink('https://g.page/r/abc/review')).toBe('https://g.page/r/abc/review');
    expect(parseReviewLink(' http://example.com ')).toBe('http://example.com/');
    expect(parseReviewLink('')).toBeNull();
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x', 'example.com']) {
      expect(parseReviewLink(bad)).toBeUndefined();
    }
    expect(parseAutoDays('')).toBe(0);
    expect(parseAutoDays('14')).toBe(14);
    for (const bad of ['-1', '1.5', '366', 'ten']) expect(parseAutoDays(bad)).toBeUndefined();
  });
});

describe('unsubscribe tokens', () => {
  const secret = Buffer.alloc(32, 7);

  it('name their address, case-insensitively, and only with the right secret', () => {
    const token = makeUnsubscribeToken(secret, 'Pat@Example.com');
    expect(readUnsubscribeToken(secret, token)).toBe('pat@example.com');
    expect(readUnsubscribeToken(Buffer.alloc(32, 8), token)).toBeNull();
  });

  it('do not carry the address readably (issue 27)', () => {
    const token = makeUnsubscribeToken(secret, 'pat@example.com');
    expect(token).not.toContain(Buffer.from('pat@example.com').toString('base64url'));
    expect(token).not.toContain(Buffer.from('pat@example').toString('base64url').slice(0, 8));
    const payload = Buffer.from(token.slice(3), 'base64url').toString('latin1');
    expect(payload).not.toContain('pat@');
    // One token per address (the header and the HTML part agree), another for another address.
    expect(makeUnsubscribeToken(secret, 'Pat@Example.com')).toBe(token);
    expect(makeUnsubscribeToken(secret, 'pat@example.org')).not.toBe(token);
  });

  it('cannot be re-pointed at another address or tampered with', () => {
    const token = makeUnsubscribeToken(secret, 'pat@example.com');
    const at = 5;
    const flipped = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect(readUnsubscribeToken(secret, flipped)).toBeNull();
    const respelled = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(readUnsubscribeToken(secret, respelled)).toBeNull();
    expect(readUnsubscribeToken(secret, 'garbage')).toBeNull();
    expect(readUnsubscribeToken(secret, 's1.')).toBeNull();
  });

  it('of the first kind (e-mails sent before issue 27) still work, and still cannot be forged', () => {
    const token = legacyUnsubscribeToken(secret, 'Pat@Example.com');
    expect(readUnsubscribeToken(secret, token)).toBe('pat@example.com');
    const [, tag] = token.split('.');
    const other = `${Buffer.from('other@example.com').toString('base64url')}.${tag}`;
    expect(readUnsubscribeToken(secret, other)).toBeNull();
    // The same MAC spelled with other spare bits in its last character is refused too.
    const respelled = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(readUnsubscribeToken(secret, respelled)).toBeNull();
  });
});
