import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

export const name = '0021-template-tokens';

/**
 * The owner's saved e-mail templates into the namespaced tokens, once (issue 38, decision 0019).
 *
 * Before, `{{phone}}` in a template was the customer's phone, while the business's name and
 * phone were written into the default as text: a template the owner saved kept the business
 * phone of that day, and a later publish never reached it. Now the customer's values are
 * `{{lead.*}}` and the business's `{{business.*}}`, filled when the mail is rendered. This
 * rewrites the two saved templates (`customer_email_template`, `review_email_template`):
 * - the old names: `{{name}}` ... `{{message}}` -> `{{lead.name}}` ..., and in the review
 *   template `{{review_link}}` -> `{{review.link}}`;
 * - the business facts the defaults wrote in as text -> tokens. The default was built from the
 *   profile published when the owner opened the editor, which may be any version published
 *   since, so the literals are those of the shipped profile and of every stored site version's
 *   business section: its name and main line as the default wrote them (HTML-escaped), the
 *   line's `tel:` link, and its info address.
 * A template without either is unchanged, so running this twice changes nothing.
 *
 * Frozen: imports no application code. The shipped facts, the escaping and the link form are
 * those of the code at this migration.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  const q = db as Kysely<Tables>;
  const saved = await q
    .selectFrom('admin_settings')
    .select(['setting_key', 'setting_value'])
    .where('setting_key', 'in', [CONFIRMATION_KEY, REVIEW_KEY])
    .execute();
  if (saved.length === 0) return;
  const facts = [SHIPPED, ...(await publishedFacts(q))];
  for (const row of saved) {
    const upgraded = tokenizeTemplate(row.setting_value, facts, row.setting_key === REVIEW_KEY);
    if (upgraded !== row.setting_value) {
      await q
        .updateTable('admin_settings')
        .set({ setting_value: upgraded })
        .where('setting_key', '=', row.setting_key)
        .execute();
    }
  }
}

interface Tables {
  admin_settings: { setting_key: string; setting_value: string };
  site_content_versions: { id: number | bigint | string; document: string };
}

const CONFIRMATION_KEY = 'customer_email_template';
const REVIEW_KEY = 'review_email_template';
const BATCH = 100;

/** The business facts a default template could have carried. */
export interface TemplateFacts {
  name: string;
  /** The main line as displayed: "(704) 555-0134". */
  phone: string;
  emailInfo: string;
}

const SHIPPED: TemplateFacts = {
  name: 'Carolina Family Garage Doors',
  phone: '(704) 555-0134',
  emailInfo: 'info@carolinafamilygaragedoors.example',
};

/** The business section of every stored version (a row that is not such JSON is skipped). */
async function publishedFacts(q: Kysely<Tables>): Promise<TemplateFacts[]> {
  const facts: TemplateFacts[] = [];
  for (let after = 0; ;) {
    const rows = await q
      .selectFrom('site_content_versions')
      .select(['id', 'document'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const business = businessOf(row.document);
      if (business) facts.push(business);
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = Number(last.id);
  }
  return facts;
}

function businessOf(json: string): TemplateFacts | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return undefined;
  }
  const business = (stored as { business?: Record<string, unknown> } | null)?.business;
  const text = (key: string) => (typeof business?.[key] === 'string' ? business[key] : '');
  return business
    ? { name: text('name'), phone: text('phone'), emailInfo: text('emailInfo') }
    : undefined;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
};

/** The mail's HTML escaping at this migration (the defaults escaped the name and the phone). */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"'/]/g, (char) => HTML_ESCAPES[char] ?? char);
}

function literal(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Each fact's written forms with their token; shorter than three characters is no fact. */
function literalTokens(facts: readonly TemplateFacts[]): Map<string, string> {
  const tokens = new Map<string, string>();
  const add = (text: string, token: string) => {
    if (text.length >= 3 && !tokens.has(text)) tokens.set(text, token);
  };
  for (const fact of facts) {
    for (const form of [escapeHtml(fact.name), fact.name]) add(form, '{{business.name}}');
    for (const form of [escapeHtml(fact.phone), fact.phone]) add(form, '{{business.phone}}');
    const digits = fact.phone.replace(/\D/g, '');
    if (digits.length >= 10) add(`tel:+1${digits.slice(-10)}`, '{{business.phoneHref}}');
    for (const form of [escapeHtml(fact.emailInfo), fact.emailInfo]) {
      add(form, '{{business.email}}');
    }
  }
  return tokens;
}

const OLD_LEAD_TOKEN = /\{\{\s*(name|service|email|phone|address|message)\s*\}\}/g;
const OLD_REVIEW_LINK = /\{\{\s*review_link\s*\}\}/g;

/** One saved template in the token form (a single pass for the facts, never twice). */
export function tokenizeTemplate(
  template: string,
  facts: readonly TemplateFacts[],
  review: boolean,
): string {
  let text = template.replace(OLD_LEAD_TOKEN, '{{lead.$1}}');
  if (review) text = text.replace(OLD_REVIEW_LINK, '{{review.link}}');
  const tokens = literalTokens(facts);
  if (tokens.size === 0) return text;
  // Tokens are kept whole (a business called "lead" stays out of `{{lead.name}}`); then the
  // longest form first, so a name that holds another fact's text is replaced whole.
  const forms = [...tokens.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`\\{\\{[^{}]*\\}\\}|${forms.map(literal).join('|')}`, 'g');
  return text.replace(pattern, (form) => tokens.get(form) ?? form);
}
