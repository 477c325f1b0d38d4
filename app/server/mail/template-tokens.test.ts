import { describe, expect, it } from 'vitest';
import { emailTemplateMessages } from '#app/lib/messages/email-templates.ts';
import { defaultBusiness } from '#app/content/business.ts';
import { headerValue } from './escape.ts';
import {
  businessTokenValues,
  fillTemplate,
  templateTokens,
  tokenEntries,
  unknownTokens,
  usesToken,
  type TokenValues,
} from './template-tokens.ts';

const values: TokenValues = {
  lead: {
    name: '<script>"x"</script>',
    service: 'Repair',
    email: "o'neil@example.com",
    phone: '704',
    address: null,
    message: 'a & b / c',
  },
  business: {
    name: 'Smith & Sons <Doors>',
    phone: '(704) 555-0100',
    phoneHref: 'tel:+17045550100',
    email: 'info@smith.example',
  },
  review: { link: 'https://g.example/r?a=1&b="2"' },
};

describe('fillTemplate', () => {
  it('fills every token HTML-escaped, spaces inside braces allowed', () => {
    const all = templateTokens(['lead', 'business', 'review'])
      .map((token, i) => (i % 2 ? `{{ ${token} }}` : `{{${token}}}`))
      .join('|');
    expect(fillTemplate(all, values)).toBe(
      [
        '&lt;script&gt;&quot;x&quot;&lt;&#x2F;script&gt;',
        'Repair',
        'o&#39;neil@example.com',
        '704',
        '',
        'a &amp; b &#x2F; c',
        'Smith &amp; Sons &lt;Doors&gt;',
        '(704) 555-0100',
        'tel:+17045550100',
        'info@smith.example',
        'https:&#x2F;&#x2F;g.example&#x2F;r?a=1&amp;b=&quot;2&quot;',
      ].join('|'),
    );
  });

  it("tells the customer's phone from the business's", () => {
    expect(fillTemplate('{{lead.phone}} / {{business.phone}}', values)).toBe(
      '704 / (704) 555-0100',
    );
  });

  it('drops the comma before an empty value that ends a sentence, and only there', () => {
    const greeting = 'Thank you, {{lead.name}}! Call {{ lead.phone }}, {{lead.address}} today.';
    const noName = { ...values, lead: { ...values.lead, name: '' } };
    expect(fillTemplate(greeting, noName)).toBe('Thank you! Call 704,  today.');
    const ann = { ...values, lead: { ...values.lead, name: 'Ann' } };
    expect(fillTemplate('Thank you, {{lead.name}}!', ann)).toBe('Thank you, Ann!');
  });

  it('leaves unknown tokens, the old bare names and a missing namespace as written', () => {
    const { review: _review, ...noReview } = values;
    expect(
      fillTemplate(
        '{{nmae}} {{phone}} {{lead.nmae}} {{__proto__}} {{lead.constructor}} {{review.link}}',
        noReview,
      ),
    ).toBe('{{nmae}} {{phone}} {{lead.nmae}} {{__proto__}} {{lead.constructor}} {{review.link}}');
  });

  it('fills only listed tokens, whatever else the values carry', () => {
    const extra = { ...values, lead: { ...values.lead, status: 'closed' } };
    expect(fillTemplate('{{lead.status}}', extra)).toBe('{{lead.status}}');
  });

  it('reads a value once: a value that looks like a token stays text', () => {
    const sneaky = { ...values, lead: { ...values.lead, name: '{{business.phone}}' } };
    expect(fillTemplate('{{lead.name}}', sneaky)).toBe('{{business.phone}}');
  });
});

describe('the token list', () => {
  it('names the unknown tokens once each, as written', () => {
    const known = templateTokens(['lead', 'business']);
    expect(
      unknownTokens(
        '{{lead.phone}} {{phone}} {{ phone }} {{review.link}} {{business.name}} {{7*7}}',
        known,
      ),
    ).toEqual(['{{phone}}', '{{review.link}}']);
    expect(unknownTokens('{{ lead.name }} {{business.phoneHref}}', known)).toEqual([]);
  });

  it('gives each token a label for the editor', () => {
    const entries = tokenEntries(templateTokens(['lead', 'business', 'review']));
    expect(entries).toHaveLength(11);
    expect(entries[3]).toEqual({ token: '{{lead.phone}}', label: "Customer's phone" });
    for (const entry of entries) expect(entry.label).toBeTruthy();
    expect(emailTemplateMessages.unknownTokens(['{{phone}}'])).toContain(
      '{{phone}} is not a token',
    );
  });

  it('says whether a template names a token', () => {
    expect(usesToken('<p>{{ lead.message }}</p>', 'lead.message')).toBe(true);
    expect(usesToken('<p>{{message}}</p>', 'lead.message')).toBe(false);
  });

  it("takes the business's values from the profile passed", () => {
    expect(businessTokenValues(defaultBusiness)).toEqual({
      name: defaultBusiness.name,
      phone: defaultBusiness.phones.main.display,
      phoneHref: defaultBusiness.phones.main.href,
      email: defaultBusiness.emails.info,
    });
  });
});

it('strips CR/LF and controls from header values', () => {
  expect(headerValue('Ann\r\nBcc: x@y.z\u0000')).toBe('Ann Bcc: x@y.z');
});
