import { describe, expect, it } from 'vitest';
import { escapeHtml } from '#app/server/mail/escape.ts';
import { htmlShape, isScriptUrl, xssFamilies, xssPayloads } from './xss-payloads.ts';

describe('the XSS payload corpus', () => {
  it('covers every injection context', () => {
    const has = (test: (p: string) => boolean) => xssPayloads.filter(test).length;
    for (const family of Object.values(xssFamilies)) {
      expect(family.some((p) => xssPayloads.includes(p))).toBe(true);
    }
    expect(has((p) => /<script/i.test(p))).toBeGreaterThan(10);
    expect(has((p) => /\son[a-z]+=/i.test(p))).toBeGreaterThan(30);
    expect(has((p) => /javascript/i.test(p) || /java.script/i.test(p))).toBeGreaterThan(10);
    expect(has((p) => p.includes('data:'))).toBeGreaterThan(3);
    expect(has((p) => /&#x?[0-9a-f]+;?/i.test(p))).toBeGreaterThan(3);
    expect(has((p) => p.includes('{{'))).toBeGreaterThan(5);
    expect(has((p) => p.includes('${'))).toBeGreaterThan(1);
    expect(has((p) => /<style|style=/i.test(p))).toBeGreaterThan(5);
    expect(has((p) => /<svg/i.test(p))).toBeGreaterThan(5);
    expect(has((p) => /<math/i.test(p))).toBeGreaterThan(2);
    expect(has((p) => p.includes('\u0000'))).toBeGreaterThan(3);
    expect(has((p) => p.includes('\u202E'))).toBeGreaterThan(1);
  });
});

describe('htmlShape', () => {
  it('sees an injected element or attribute, and none in escaped text', () => {
    for (const payload of xssPayloads) {
      const escaped = htmlShape(`<p title="${escapeHtml(payload)}">${escapeHtml(payload)}</p>`);
      expect([...escaped.shapes].sort()).toEqual(['p', 'p@title']);
      expect(escaped.text).toBe(payload);
    }
    expect(htmlShape('<p><img src=x onerror=alert(1)></p>').shapes).toContain('img@onerror');
    expect(htmlShape('<p title="" onmouseover="x">').shapes).toContain('p@onmouseover');
    // A script body is raw text; what follows an early close is seen.
    const broken = htmlShape('<script>var a = "</script><img src=x>";</script>');
    expect(broken.scripts).toBe(1);
    expect(broken.shapes).toContain('img');
    expect(htmlShape('<a href="&#106;avascript:x">').urls).toEqual(['javascript:x']);
  });

  it('knows a script URL however it is spelled', () => {
    for (const url of ['javascript:x', ' JaVaScRiPt:x', 'java\tscript:x', 'data:text/html,x']) {
      expect(isScriptUrl(url)).toBe(true);
    }
    for (const url of ['https://example.com', 'tel:+17045550101', 'mailto:a@b.c', '/admin']) {
      expect(isScriptUrl(url)).toBe(false);
    }
  });
});
