import { NativeSelect } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminProviders } from './admin-providers.tsx';
import { PlainSelect } from './plain-select.tsx';

const options = [
  { value: '', label: '(none)' },
  { value: 'porch.jpg', label: 'porch.jpg' },
];

/** The markup of the select alone (Mantine's provider adds its <style> elements before it). */
function selectMarkup(html: string): string {
  const start = html.indexOf('<div');
  // NativeSelect gives its select a generated id; the plain one needs none (it has no label).
  return html.slice(start).replace(/ id="[^"]*"/g, '');
}

describe('PlainSelect', () => {
  for (const disabled of [false, true]) {
    it(`draws what Mantine's NativeSelect draws${disabled ? ', disabled' : ''}`, () => {
      const mantine = renderToStaticMarkup(
        <AdminProviders>
          <NativeSelect
            aria-label="Image for home.hero"
            value="porch.jpg"
            disabled={disabled}
            data={options}
            onChange={() => undefined}
            style={{ minWidth: 160 }}
            rightSection={<span aria-hidden="true">▾</span>}
          />
        </AdminProviders>,
      );
      const plain = renderToStaticMarkup(
        <AdminProviders>
          <PlainSelect
            ariaLabel="Image for home.hero"
            value="porch.jpg"
            disabled={disabled}
            options={options}
            onChange={() => undefined}
            style={{ minWidth: 160 }}
          />
        </AdminProviders>,
      );
      expect(selectMarkup(plain)).toBe(selectMarkup(mantine));
    });
  }
});
