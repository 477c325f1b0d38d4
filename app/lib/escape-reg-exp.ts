/** `value` as a regular expression that matches it literally (its special characters escaped). */
export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
