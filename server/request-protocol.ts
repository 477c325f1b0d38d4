/**
 * `https:` or `http:` as the visitor sees it: from the first X-Forwarded-Proto when proxies
 * are trusted, else from PUBLIC_ORIGIN.
 */
export function requestProtocol(
  forwardedProto: string | undefined | null,
  trustProxy: number,
  publicOriginProtocol: string,
): string {
  if (trustProxy > 0 && forwardedProto) {
    const first = forwardedProto.split(',')[0]?.trim().toLowerCase();
    if (first === 'https' || first === 'http') return `${first}:`;
  }
  return publicOriginProtocol;
}
