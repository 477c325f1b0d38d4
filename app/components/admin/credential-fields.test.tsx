import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import { CurrentPasswordField, LoginEmailField, NewPasswordField } from './credential-fields.tsx';

/** The one `<input>` a field draws, as its attributes. */
function inputOf(field: ReactElement): Record<string, string> {
  const html = renderToStaticMarkup(<MantineProvider>{field}</MantineProvider>);
  const tag = /<input\b[^>]*>/.exec(html)?.[0] ?? '';
  return Object.fromEntries(
    [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]),
  );
}

describe('credential fields: the same tokens and caps on every screen', () => {
  // The current password is capped at what the server reads, so an older password still fits;
  // a new one stops at the password rule.
  it.each([
    [
      'login e-mail',
      <LoginEmailField name="f" label="E-mail" />,
      'email',
      'username',
      limits.email.max,
    ],
    [
      'current password',
      <CurrentPasswordField name="f" label="Password" />,
      'password',
      'current-password',
      limits.auth.maxInputChars,
    ],
    [
      'new password',
      <NewPasswordField name="f" label="New password" />,
      'password',
      'new-password',
      limits.password.max,
    ],
  ])('the %s field: its type, autocomplete token and cap', (_, field, type, autocomplete, max) => {
    expect(inputOf(field)).toMatchObject({ name: 'f', type, autocomplete, maxlength: String(max) });
  });
});
