import { describe, expect, it } from 'vitest';
import { emailKey, phoneKey } from './booking-limits.ts';

describe('booking limits: one contact however it is written', () => {
  it('reads a phone number by its last ten digits', () => {
    const one = phoneKey('(704) 555-0177');
    expect(one).toBe('7045550177');
    for (const spelling of ['+1 704-555-0177', '704 555 0177', '1 (704) 555-0177']) {
      expect(phoneKey(spelling), spelling).toBe(one);
    }
    expect(phoneKey('(704) 555-0178')).not.toBe(one);
  });

  it('reads an e-mail address without case or padding', () => {
    expect(emailKey(' Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
});
