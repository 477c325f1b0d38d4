import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, in every spelling', () => {
    expect(addressKey('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(addressKey('::FFFF:1.2.3.4')).toBe('1.2.3.4');
    expect(addressKey('0:0:0:0:0:ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(addressKey('::ffff:102:304')).toBe('1.2.3.4');
    expect(addressKey('[::ffff:1.2.3.4]')).toBe('1.2.3.4');
  });

  it('counts any other IPv6 address as its /64, whatever the spelling', () => {
    const key = '2001:db8:85a3:1::/64';
    for (const spelling of [
      '2001:db8:85a3:1::1',
      '2001:db8:85a3:1:ffff:ffff:ffff:fffe',
      '2001:0DB8:85A3:0001:0000:0000:0000:0001',
      '2001:db8:85a3:1:a:b:c:d',
      '[2001:db8:85a3:1::9]',
      '2001:db8:85a3:1::9%eth0',
      '2001:db8:85a3:1::1%25eth0',
      '2001:db8:85a3:1:0:0:1.2.3.4',
    ]) {
      expect(addressKey(spelling), spelling).toBe(key);
    }
  });

  it('keeps neighbouring /64s apart', () => {
    expect(addressKey('2001:db8:85a3:2::1')).not.toBe(addressKey('2001:db8:85a3:1::1'));
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps what is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('1.2.3.4.5')).toBe('1.2.3.4.5');
  });
});
