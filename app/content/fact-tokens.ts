/**
 * The `{{token}}` names prose may use for a business fact: the document's business fields, plus
 * `phoneHref` (the main line's call link). ./business-facts.ts fills them; the upgrade of old
 * documents (migration 0016-fact-tokens) wrote them. Imports nothing, so the document schema's
 * module reaches the names without the selectors (no cycle).
 */
export const factTokens = [
  'name',
  'phone',
  'phoneHref',
  'phoneNC',
  'phoneSC',
  'emailInfo',
  'emailService',
  'serviceArea',
  'foundedYear',
  'customers',
  'rating',
  'reviewCount',
] as const;
export type FactToken = (typeof factTokens)[number];
