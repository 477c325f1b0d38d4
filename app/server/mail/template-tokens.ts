import type { BusinessProfile } from '#app/content/schema.ts';
import { emailTemplateMessages } from '#app/lib/messages/email-templates.ts';
import { escapeHtml } from './escape.ts';

/**
 * The tokens an e-mail template may name, by namespace: `{{lead.phone}}` is the customer's,
 * `{{business.phone}}` the business's, so one name never says two things (issue 38). The one
 * filler below fills them for the mail, the editors' previews and their test sends.
 */
const tokenFields = {
  lead: ['name', 'service', 'email', 'phone', 'address', 'message'],
  business: ['name', 'phone', 'phoneHref', 'email'],
  review: ['link'],
} as const;

type TokenFields = typeof tokenFields;
export type TokenNamespace = keyof TokenFields;
export type TemplateToken = {
  [N in TokenNamespace]: `${N}.${TokenFields[N][number]}`;
}[TokenNamespace];

/** A request's values; null where the visitor left a field out. */
export type LeadTokenValues = Record<TokenFields['lead'][number], string | null>;
export type BusinessTokenValues = Record<TokenFields['business'][number], string>;
export type ReviewTokenValues = Record<TokenFields['review'][number], string>;

export interface TokenValues {
  lead: LeadTokenValues;
  business: BusinessTokenValues;
  /** Only the review request has a link to fill. */
  review?: ReviewTokenValues;
}

/** Every token there is: a name outside it is never filled, whatever `values` holds. */
const allTokens: ReadonlySet<string> = new Set(
  Object.entries(tokenFields).flatMap(([ns, fields]) => fields.map((field) => `${ns}.${field}`)),
);

/** The tokens of the namespaces given, in the editor's order. */
export function templateTokens(namespaces: readonly TokenNamespace[]): TemplateToken[] {
  return namespaces.flatMap((ns) =>
    tokenFields[ns].map((field) => `${ns}.${field}` as TemplateToken),
  );
}

export interface TokenEntry {
  /** As written in a template: `{{lead.phone}}`. */
  token: string;
  label: string;
}

/** The editor's list: each token as written, with its label. */
export function tokenEntries(tokens: readonly TemplateToken[]): TokenEntry[] {
  return tokens.map((token) => ({
    token: `{{${token}}}`,
    label: emailTemplateMessages.tokenLabels[token],
  }));
}

/** The business's token values, from the profile the caller passes (the published snapshot's). */
export function businessTokenValues(
  business: Pick<BusinessProfile, 'name' | 'phones' | 'emails'>,
): BusinessTokenValues {
  return {
    name: business.name,
    phone: business.phones.main.display,
    phoneHref: business.phones.main.href,
    email: business.emails.info,
  };
}

/** `{{ anything.like_a.name }}`: the form a token takes (spaces inside the braces allowed). */
const TOKEN = /\{\{\s*([A-Za-z_][\w.]*)\s*\}\}/g;
/** A token right after a comma and right before the end of a sentence. */
const ENDING_TOKEN = /,\s*\{\{\s*([A-Za-z_][\w.]*)\s*\}\}(?=[!.?])/g;

/** The token's value: a string, null for an empty field, undefined when `values` has none. */
function valueOf(values: TokenValues, name: string): string | null | undefined {
  if (!allTokens.has(name)) return undefined;
  const [ns, field] = name.split('.') as [TokenNamespace, string];
  const group: Readonly<Record<string, string | null>> | undefined = values[ns];
  return group && Object.hasOwn(group, field) ? group[field] : undefined;
}

/**
 * The one filler: each known token HTML-escaped, in one pass (a value is never read again for
 * tokens, so a link whose query holds "{{lead.name}}" stays that link). A token it has no value
 * for is left as written, so a typo shows in the preview instead of vanishing.
 */
export function fillTemplate(template: string, values: TokenValues): string {
  return (
    template
      // An empty value takes its lead-in comma with it ("Thank you, {{lead.name}}!" reads
      // "Thank you!" when the name was withheld), so no greeting reads "Thank you, !".
      .replace(ENDING_TOKEN, (whole, name: string) => {
        const value = valueOf(values, name);
        return value === undefined || value ? whole : '';
      })
      .replace(TOKEN, (whole, name: string) => {
        const value = valueOf(values, name);
        return value === undefined ? whole : escapeHtml(value ?? '');
      })
  );
}

/** The tokens a template names that are not among `known`, each once, as written. */
export function unknownTokens(template: string, known: readonly TemplateToken[]): string[] {
  const allowed = new Set<string>(known);
  const unknown = new Set<string>();
  for (const [, name] of template.matchAll(TOKEN)) {
    if (name && !allowed.has(name)) unknown.add(`{{${name}}}`);
  }
  return [...unknown];
}

/** Does the template name this token (the plain-text part follows it for the message)? */
export function usesToken(template: string, token: TemplateToken): boolean {
  return [...template.matchAll(TOKEN)].some(([, name]) => name === token);
}
