/**
 * The visitor's address. X-Forwarded-For is believed only for the number of proxy hops the
 * operator declared (TRUST_PROXY); otherwise anyone could pick their own address and walk
 * around every per-IP rate limit.
 */
export function clientIp(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  const socket = normalise(socketAddress ?? 'unknown');
  if (trustedHops <= 0 || !forwardedFor) return socket;
  const chain = forwardedFor
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (chain.length === 0) return socket;
  // Each trusted proxy appended the address it saw; the client is `trustedHops` from the end.
  const index = Math.max(0, chain.length - trustedHops);
  return normalise(chain[index] ?? socket);
}

function normalise(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
