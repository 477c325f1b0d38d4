/** Content codings the host sends, in its order of preference when the client weighs them alike. */
export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number];
export type Encoding = Coding | 'identity';

/** Accept-Encoding as coding → weight (RFC 9110 §12.5.3); `x-gzip` counts as `gzip`. */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const member of header.split(',')) {
    const [rawName, ...params] = member.split(';');
    let name = rawName?.trim().toLowerCase() ?? '';
    if (!name) continue;
    if (name === 'x-gzip') name = 'gzip';
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() !== 'q') continue;
      const text = value?.trim() ?? '';
      weight = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(text) ? Number(text) : NaN;
    }
    // A member with a malformed weight says nothing we can trust: it is left out.
    if (Number.isNaN(weight)) continue;
    if (!weights.has(name)) weights.set(name, weight);
  }
  return weights;
}

/**
 * The one content-coding rule of the host: page cache, static files, build assets and dynamic
 * responses (sitemap, robots, uncached pages) all pick their coding here.
 *
 * - A coding the client weighs `q=0` (by name, or by `*` when not named) is never sent.
 * - Among the codings `offered`, the highest weight wins; equal weights go to brotli, then gzip.
 * - identity competes only when the header names it (or `*` covers it): otherwise it is the
 *   fallback when no coding is acceptable. No header at all means identity.
 * - When nothing is acceptable, not even identity (`identity;q=0`, or `*;q=0` without an
 *   identity member), the response is sent uncoded anyway: RFC 9110 §12.5.3 lets the server
 *   disregard the field rather than answer 406 (why: docs/decisions/0012-http-negotiation-*).
 */
export function chooseEncoding(
  header: string | null | undefined,
  offered: readonly Coding[] = CODINGS,
): Encoding {
  if (!header) return 'identity';
  const weights = parseAcceptEncoding(header);
  const star = weights.get('*');
  let best: Coding | undefined;
  let bestWeight = 0;
  for (const coding of CODINGS) {
    if (!offered.includes(coding)) continue;
    const weight = weights.get(coding) ?? star ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  const identityWeight = weights.get('identity') ?? star;
  if (identityWeight !== undefined && identityWeight > bestWeight) return 'identity';
  return best ?? 'identity';
}
