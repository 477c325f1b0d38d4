import { describe, expect, it } from 'vitest';
import { plainText, plainTextWithoutBidi } from './plain-text.ts';

describe('plainText', () => {
  it('drops controls, replaces lone surrogates, keeps line breaks only in multi-line text', () => {
    expect(plainText('a\u0000b\u0085\r\n\tc\ud800', false)).toBe('ab c\uFFFD');
    expect(plainText('a\u0000b\u0085\r\n\tc', true)).toBe('ab\r\n\tc');
  });

  it('keeps bidi controls; the estimate answers drop them too', () => {
    const typed = '\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202Ename\u2066\u2067\u2068\u2069';
    expect(plainText(typed, false)).toBe(typed);
    expect(plainTextWithoutBidi(typed, false)).toBe('name');
    // Other invisible characters are not bidi controls: the joiner of an emoji stays.
    expect(plainTextWithoutBidi('👨‍👩‍👧', false)).toBe('👨‍👩‍👧');
  });
});
