/**
 * One CSV cell. A spreadsheet runs a cell that starts with = + - @ (or tab/CR, which some
 * strip first) as a formula, so such cells get a leading apostrophe (OWASP CSV injection).
 * Then RFC 4180 quoting.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(csvCell).join(',');
}
