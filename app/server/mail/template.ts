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
  return template.replace(/\{\{\s*([a-z]+)\s*\}\}/g, (whole, name: string) =>
    (templateVariables as readonly string[]).includes(name)
      ? escapeHtml(values[name as TemplateVariable] ?? '')
      : whole,
  );
}
