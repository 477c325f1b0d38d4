import { describe, expect, it } from 'vitest';
import { failureExcerpt } from './failure-excerpt.ts';

describe('failureExcerpt', () => {
  it("starts at Vitest's failure section, without colours", () => {
    const output = [
      ' ✓ tests/a.test.ts (3 tests)',
      '\u001b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\u001b[39m',
      ' FAIL  soak tests/faults/soak.test.ts > keeps memory flat',
      'AssertionError: expected 2.3 to be less than or equal to 2',
      ' Tests  1 failed (1)',
    ].join('\n');
    expect(failureExcerpt(output)).toBe(
      [
        '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
        ' FAIL  soak tests/faults/soak.test.ts > keeps memory flat',
        'AssertionError: expected 2.3 to be less than or equal to 2',
        ' Tests  1 failed (1)',
      ].join('\n'),
    );
  });

  it('keeps the last lines when there is no such section, and says what it left out', () => {
    const output = Array.from({ length: 10 }, (_, i) => `line ${i}`).join('\n');
    expect(failureExcerpt(output, 3)).toBe('line 7\nline 8\nline 9');
    const long = ['Failed Tests 2', ...Array.from({ length: 5 }, (_, i) => `detail ${i}`)].join(
      '\n',
    );
    expect(failureExcerpt(long, 3)).toBe(
      'Failed Tests 2\ndetail 0\ndetail 1\n… 3 more lines, printed in full above',
    );
  });
});
