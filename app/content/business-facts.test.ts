import { describe, expect, it } from 'vitest';
import { defaultBusinessDocument as defaultFacts } from './business.ts';
import { formatPhone, phone } from '../lib/phone.ts';
import { fillFacts } from './business-facts.ts';

describe('business facts', () => {
  it('formats a phone typed in any common way, and leaves anything else as typed', () => {
    for (const typed of ['7045550134', '704.555.0134', '+1 704 555 0134', 'tel:+17045550134']) {
      expect(formatPhone(typed)).toBe('(704) 555-0134');
    }
    expect(formatPhone('555-0134')).toBe('555-0134');
  });

  it('derives the call link and E.164 from the displayed line', () => {
    expect(phone('(803) 555-0162')).toEqual({
      display: '(803) 555-0162',
      e164: '+18035550162',
      href: 'tel:+18035550162',
    });
  });

  it('fills each token with its fact, spaces inside the braces allowed', () => {
    expect(
      fillFacts('{{name}}: {{ phone }} ({{phoneHref}}), since {{foundedYear}}', defaultFacts),
    ).toBe('Carolina Family Garage Doors: (704) 555-0134 (tel:+17045550134), since 1995');
    expect(fillFacts('{{rating}}/5 from {{reviewCount}}', { ...defaultFacts, rating: 4.7 })).toBe(
      '4.7/5 from 150',
    );
    expect(fillFacts('{{nmae}} and {{ }}', defaultFacts)).toBe('{{nmae}} and {{ }}');
  });
});
