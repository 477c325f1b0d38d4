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
  it('the login e-mail is an e-mail field filed as the username, capped at an address', () => {
    const input = inputOf(<LoginEmailField name="email" label="E-mail" />);
    expect(input).toMatchObject({
      name: 'email',
      type: 'email',
      autocomplete: 'username',
      maxlength: String(limits.email.max),
    });
  });

  it('the current password takes whatever the server reads, so an older password fits', () => {
    const input = inputOf(<CurrentPasswordField name="password" label="Password" />);
    expect(input).toMatchObject({
      type: 'password',
      autocomplete: 'current-password',
      maxlength: String(limits.auth.maxInputChars),
    });
  });

  it('a new password stops at the password rule', () => {
    const input = inputOf(<NewPasswordField name="newPassword" label="New password" />);
    expect(input).toMatchObject({
      type: 'password',
      autocomplete: 'new-password',
      maxlength: String(limits.password.max),
    });
  });
});
