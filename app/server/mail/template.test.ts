import { describe, expect, it } from 'vitest';
import { headerValue } from './escape.ts';
import { renderTemplate } from './template.ts';

describe('renderTemplate', () => {
  const values = {
    name: '<script>"x"</script>',
    service: 'Repair',
    email: "o'neil@example.com",
    phone: '704',
    address: null,
    message: 'a & b / c',
  };

  it('fills every variable HTML-escaped, spaces inside braces allowed', () => {
    expect(
      renderTemplate('{{name}}|{{ service }}|{{email}}|{{phone}}|{{address}}|{{message}}', values),
    ).toBe(
      '&lt;script&gt;&quot;x&quot;&lt;&#x2F;script&gt;|Repair|o&#39;neil@example.com|704||a &amp; b &#x2F; c',
    );
  });

  it('drops the comma before an empty value that ends a sentence, and only there', () => {
    const greeting = 'Thank you, {{name}}! Call {{ phone }}, {{address}} today.';
    expect(renderTemplate(greeting, { ...values, name: '' })).toBe('Thank you! Call 704,  today.');
    expect(renderTemplate('Thank you, {{name}}!', { ...values, name: 'Ann' })).toBe(
      'Thank you, Ann!',
    );
  });

  it('leaves unknown names visible', () => {
    expect(renderTemplate('{{nmae}}', values)).toBe('{{nmae}}');
  });
});

it('strips CR/LF and controls from header values', () => {
  expect(headerValue('Ann\r\nBcc: x@y.z\u0000')).toBe('Ann Bcc: x@y.z');
});
