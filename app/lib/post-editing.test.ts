import { describe, expect, it } from 'vitest';
import { lengthAgainst, linkAllowed } from './post-editing.ts';

describe('linkAllowed', () => {
  it('takes pages of this site, web addresses, e-mail and phone links', () => {
    for (const href of [
      '/services/garage-door-repair',
      '/locations/concord-nc#faq',
      'https://www.example.com/page?a=1',
      'http://example.org',
      'mailto:office@example.com',
      'tel:+1 (704) 555-0134',
    ]) {
      expect(linkAllowed(href), href).toBe(true);
    }
  });

  it('refuses scripts, data, protocol-relative and unfinished addresses', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      // A browser reads `\` as `/`: these leave the site though they start with one slash.
      '/\\evil.example/x',
      '/\\/evil.example/x',
      'https://',
      'https://localhost',
      'www.example.com',
      '/path with space',
      '',
    ]) {
      expect(linkAllowed(href), href).toBe(false);
    }
  });
});

describe('lengthAgainst', () => {
  it('counts characters as a reader does, trimmed, and says when the maximum is passed', () => {
    expect(lengthAgainst('  Spring repair  ', 60)).toEqual({ count: 13, over: false });
    expect(lengthAgainst('Café 🚪', 6)).toEqual({ count: 6, over: false });
    expect(lengthAgainst('x'.repeat(61), 60)).toEqual({ count: 61, over: true });
  });
});
