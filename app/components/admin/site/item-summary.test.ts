import { describe, expect, it } from 'vitest';
import { summaryLine } from './item-summary.ts';

describe('summaryLine', () => {
  it('joins the filled-in texts and numbers, skipping empty and missing ones', () => {
    expect(summaryLine(['Jane D.', '', undefined, 'Concord, NC', 5, null])).toBe(
      'Jane D. · Concord, NC · 5',
    );
  });

  it('reads a text with line breaks as one line', () => {
    expect(summaryLine(['Fast\n\n  and  kind'])).toBe('Fast and kind');
  });

  it('cuts a long text with an ellipsis, at most the limit', () => {
    const line = summaryLine(['a'.repeat(100)], 20);
    expect(line).toBe(`${'a'.repeat(19)}…`);
    expect(line.length).toBe(20);
  });

  it('says so when nothing is filled in', () => {
    expect(summaryLine(['', '  ', undefined])).toBe('(empty)');
  });
});
