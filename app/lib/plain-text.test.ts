import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plainText', () => {
  it('drops controls, replaces lone surrogates, keeps line breaks only in multi-line text', () => {
    expect(plainText('a\u0000b\u0085\r\n\tc\ud800', false)).toBe('ab c\uFFFD');
    expect(plainText('a\u0000b\u0085\r\n\tc', true)).toBe('ab\r\n\tc');
  });

  it('drops bidi controls, before line breaks are joined', () => {
    const typed = '\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202Ename\u2066\u2067\u2068\u2069';
    expect(plainText(typed, false)).toBe('name');
    expect(plainText(typed, true)).toBe('name');
    // One run of breaks, one space: the override between them is gone first.
    expect(plainText('a\n\u202E\nb', false)).toBe('a b');
    // Other invisible characters are not bidi controls: the joiner of an emoji stays.
    expect(plainText('👨‍👩‍👧', false)).toBe('👨‍👩‍👧');
  });
});
