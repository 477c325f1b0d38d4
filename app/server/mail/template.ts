import { escapeHtml } from './escape.ts';

export const templateVariables = [
  'name',
  'service',
  'email',
  'phone',
  'address',
  'message',
] as const;
export type TemplateVariable = (typeof templateVariables)[number];
export type TemplateValues = Record<TemplateVariable, string | null>;

/**
 * Fills `{{variable}}` (spaces inside the braces allowed) with HTML-escaped values. Unknown
 * names are left as written so a typo shows up in the preview instead of vanishing.
 */
export function renderTemplate(template: string, values: TemplateValues): string {
  const known = (name: string): name is TemplateVariable =>
    (templateVariables as readonly string[]).includes(name);
  return (
    template
      // An empty value takes its lead-in comma with it ("Thank you, {{name}}!" reads "Thank
      // you!" when the name was withheld), so no greeting reads "Thank you, !".
      .replace(/,\s*\{\{\s*([a-z]+)\s*\}\}(?=[!.?])/g, (whole, name: string) =>
        known(name) && !values[name] ? '' : whole,
      )
      .replace(/\{\{\s*([a-z]+)\s*\}\}/g, (whole, name: string) =>
        known(name) ? escapeHtml(values[name] ?? '') : whole,
      )
  );
}
