// @vitest-environment happy-dom
/**
 * The plain fields draw what Mantine's fields draw (plain-input.tsx): the same elements,
 * attributes, classes, style variables and ids tying label, description and error to the
 * control. Fails when Mantine's markup moves away from the plain one (an upgrade renaming a
 * class or adding an attribute).
 */
import { NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminProviders } from './admin-providers.tsx';
import { MantineChevron } from './mantine-chevron.tsx';
import { PlainNativeSelect, PlainTextarea, PlainTextInput } from './plain-input.tsx';
import { PlainSwitch } from './plain-switch.tsx';

const ID_SUFFIX = /-(label|description|error)$/;
const ID_ATTRIBUTES = new Set(['id', 'for', 'aria-describedby', 'aria-labelledby']);

/**
 * The field's markup as a comparable text: elements with their attributes sorted, style
 * declarations and class names sorted and the names once (order and repeats mean nothing to
 * the browser), ids replaced by their order of appearance (Mantine's and React's ids
 * differ, what they tie together must not).
 */
function shape(field: ReactElement): string {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(
    <AdminProviders>
      <div data-field="">{field}</div>
    </AdminProviders>,
  );
  const root = host.querySelector('[data-field]')?.firstElementChild;
  if (!root) throw new Error('no field drawn');
  const ids = new Map<string, string>();
  const idName = (value: string) => {
    const base = value.replace(ID_SUFFIX, '');
    if (!ids.has(base)) ids.set(base, `id${ids.size}`);
    return `${ids.get(base)!}${value.slice(base.length)}`;
  };
  const lines: string[] = [];
  const walk = (node: Node, depth: number) => {
    const indent = '  '.repeat(depth);
    if (node.nodeType === node.TEXT_NODE) {
      if (node.textContent) lines.push(`${indent}"${node.textContent}"`);
      return;
    }
    if (!(node instanceof Element)) return;
    const attributes = [...node.attributes]
      .map(({ name, value }) => {
        if (ID_ATTRIBUTES.has(name)) {
          return `${name}=${value.split(/\s+/).filter(Boolean).map(idName).join(' ')}`;
        }
        if (name === 'style') {
          const declarations = value
            .split(';')
            .map((part) => part.trim().replace(/\s*:\s*/, ':'))
            .filter(Boolean)
            .sort();
          return `style=${declarations.join(';')}`;
        }
        if (name === 'class') return `class=${[...new Set(value.split(/\s+/))].sort().join(' ')}`;
        return `${name}=${value}`;
      })
      .sort();
    lines.push(`${indent}<${node.tagName.toLowerCase()} ${attributes.join(' ')}>`);
    for (const child of node.childNodes) walk(child, depth + 1);
  };
  walk(root, 0);
  return lines.join('\n');
}

const noop = () => undefined;
const chevron = <span aria-hidden="true">▾</span>;
const options = [
  { value: '0', label: 'Never' },
  { value: '12', label: '12 months' },
];

describe('PlainTextInput', () => {
  it.each([
    ['a label', { label: 'Business name' }],
    [
      'a description, type, name, default value, cap and autocomplete',
      {
        label: 'Business notification e-mail',
        description: 'New quote requests are sent here.',
        type: 'email',
        name: 'businessEmail',
        defaultValue: 'info@example.com',
        maxLength: 254,
        autoComplete: 'email',
      },
    ],
    [
      'required, with an error',
      { label: 'Admin login e-mail', required: true, error: 'Enter a valid e-mail address.' },
    ],
    [
      'a description and an error',
      { label: 'Day', description: 'Help.', error: 'Wrong.', placeholder: 'Closed' },
    ],
    [
      'a number, disabled',
      {
        label: 'Crews',
        type: 'number',
        inputMode: 'numeric',
        min: 1,
        max: 20,
        step: 1,
        disabled: true,
      },
    ],
    [
      'a left section, an error and a style',
      {
        label: 'Job value',
        description: 'Optional.',
        leftSection: <span aria-hidden="true">$</span>,
        inputMode: 'decimal',
        name: 'jobValue',
        defaultValue: '1,249.50',
        error: 'Enter an amount.',
        style: { maxWidth: 220 },
      },
    ],
    [
      'a controlled value with a data-path and a style',
      {
        label: 'Name',
        value: 'Ann',
        onChange: noop,
        'data-path': 'business.name',
        style: { maxWidth: 220 },
      },
    ],
  ] as const)('draws what TextInput draws with %s', (_, props) => {
    expect(shape(<PlainTextInput {...props} />)).toBe(shape(<TextInput {...props} />));
  });
});

describe('PlainTextarea', () => {
  it.each([
    ['rows and a value', { label: 'Note', rows: 2, value: 'Open late', onChange: noop }],
    [
      'a description, an error and a data-path',
      {
        label: 'About',
        description: 'Leave an empty line between paragraphs.',
        error: 'Too long.',
        value: '',
        onChange: noop,
        'data-path': 'about.body',
      },
    ],
  ] as const)('draws what Textarea draws with %s', (_, props) => {
    expect(shape(<PlainTextarea {...props} />)).toBe(shape(<Textarea {...props} />));
  });
});

describe('PlainNativeSelect', () => {
  it("draws Mantine's own chevron when asked, with a label, a name and a default value", () => {
    const props = { label: 'Delete after', name: 'retentionMonths', defaultValue: '12' };
    expect(
      shape(<PlainNativeSelect {...props} options={options} chevron={<MantineChevron />} />),
    ).toBe(shape(<NativeSelect {...props} data={options} />));
  });
  for (const disabled of [false, true]) {
    it(`draws the text chevron, a controlled value${disabled ? ', disabled' : ''}`, () => {
      const props = {
        label: 'Status',
        value: '12',
        disabled,
        onChange: noop,
        style: { minWidth: 150 },
      };
      expect(shape(<PlainNativeSelect {...props} options={options} />)).toBe(
        shape(<NativeSelect {...props} data={options} rightSection={chevron} />),
      );
    });
  }
  it('draws a description and an error', () => {
    const props = {
      label: 'Page',
      description: 'Which page.',
      error: 'Pick one.',
      defaultValue: '0',
    };
    expect(shape(<PlainNativeSelect {...props} options={options} />)).toBe(
      shape(<NativeSelect {...props} data={options} rightSection={chevron} />),
    );
  });
});

describe('PlainSwitch', () => {
  it.each([
    ['off', { label: 'Closed on Sunday', checked: false, onChange: noop }],
    [
      'on, with a data-path',
      { label: 'Closed all day', checked: true, onChange: noop, 'data-path': 'business.hours.6' },
    ],
    [
      'a description and an error, disabled',
      {
        label: 'Show the banner',
        description: 'On every page.',
        error: 'Not now.',
        checked: false,
        disabled: true,
        onChange: noop,
      },
    ],
  ] as const)('draws what Switch draws %s', (_, props) => {
    expect(shape(<PlainSwitch {...props} />)).toBe(shape(<Switch {...props} />));
  });
});
