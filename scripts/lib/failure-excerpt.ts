// eslint-disable-next-line no-control-regex -- the colours a test runner writes are escape codes
const COLOUR = /\u001b\[[0-9;]*m/g;

/**
 * What to repeat of a failed script's output at the end of a run: from Vitest's "Failed Tests"
 * section on, or the last lines when there is none (Playwright and other scripts end with theirs).
 */
export function failureExcerpt(output: string, maxLines = 120): string {
  const lines = output.replace(COLOUR, '').split('\n');
  const section = lines.findIndex((line) => /Failed Tests? \d/.test(line));
  const from = section === -1 ? Math.max(0, lines.length - maxLines) : section;
  const excerpt = lines.slice(from, from + maxLines);
  const left = lines.length - from - maxLines;
  if (left > 0) excerpt.push(`… ${left} more lines, printed in full above`);
  return excerpt.join('\n');
}
