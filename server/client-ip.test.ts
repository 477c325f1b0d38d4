import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

describe('clientIp', () => {
  it('uses the socket when no proxy is trusted, whatever the header says', () => {
    expect(clientIp('203.0.113.5', '198.51.100.1', 0)).toBe('203.0.113.5');
  });
  it('takes the address the trusted proxy saw', () => {
    expect(clientIp('10.0.0.2', 'spoofed, 198.51.100.7', 1)).toBe('198.51.100.7');
  });
  it('walks back one entry per trusted hop', () => {
    expect(clientIp('10.0.0.2', 'spoofed, 198.51.100.7, 192.0.2.9', 2)).toBe('198.51.100.7');
  });
  it('strips the IPv4-mapped IPv6 prefix', () => {
    expect(clientIp('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1');
  });
  it('falls back to the first entry when the chain is shorter than the hops', () => {
    expect(clientIp('10.0.0.2', '198.51.100.7', 3)).toBe('198.51.100.7');
  });
});
