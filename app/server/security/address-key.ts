import { isIPv4, isIPv6 } from 'node:net';

/**
 * What a per-address limit counts (issue 37). One IPv6 subscriber is routinely given a whole /64
 * (SLAAC, privacy addresses, a /64 per customer line), so counting each full IPv6 address lets one
 * machine be 2^64 clients: 40 addresses of one /64 sent 40 of 40 leads where one IPv4 address
 * sends 1 of 10. An IPv4 address counts as itself, an IPv4-mapped IPv6 one (`::ffff:1.2.3.4`, how a
 * dual-stack socket reports IPv4) as that IPv4 address, any other IPv6 address as its /64,
 * written one way whatever spelling it came in (compressed or not, upper case, zone id,
 * brackets). Anything else (a socket without an address) is kept as it is.
 *
 * Every limit keyed by the client's address goes through this; the full address still goes to
 * the audit log and the logs, where the person reading wants the real one.
 */
export function addressKey(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(bare)) return bare;
  const withoutZone = bare.replace(/%.*$/, '');
  if (!isIPv6(withoutZone)) return address;
  const groups = ipv6Groups(withoutZone.toLowerCase());
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (node:net has checked it). */
function ipv6Groups(address: string): number[] {
  let text = address;
  // A dotted IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) is the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
