import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { limits } from '#app/lib/limits.ts';
import { PlainTextInput, type PlainTextInputProps } from './plain-input.tsx';

/**
 * The admin's credentials wherever a screen asks for them (sign-in, first setup, Settings,
 * Security). Password managers pair a login e-mail (`username`) with the password after it:
 * `current-password` is filled in, `new-password` is offered a generated one and saved under
 * that e-mail. Each kind fixes its tokens and its length cap here, so that no screen pairs them
 * differently or lets through what the server refuses; names and labels stay with the form.
 */

/**
 * The admin's login e-mail: the name a password manager files the password under. A plain
 * field drawn as Mantine's TextInput (plain-input.tsx): Settings has a dozen (issue 28).
 */
export function LoginEmailField(
  props: Omit<PlainTextInputProps, 'type' | 'autoComplete' | 'maxLength'>,
) {
  return (
    <PlainTextInput type="email" autoComplete="username" maxLength={limits.email.max} {...props} />
  );
}

/**
 * The password the admin signs in with now. Capped at what the server reads of a credential, not
 * at the new-password rule: a password set before a rule changed must still be typed whole.
 */
export function CurrentPasswordField(
  props: Omit<PasswordInputProps, 'autoComplete' | 'maxLength'>,
) {
  return (
    <PasswordInput
      autoComplete="current-password"
      maxLength={limits.auth.maxInputChars}
      {...props}
    />
  );
}

/** A password the admin chooses (setup, or a change). */
export function NewPasswordField(props: Omit<PasswordInputProps, 'autoComplete' | 'maxLength'>) {
  return <PasswordInput autoComplete="new-password" maxLength={limits.password.max} {...props} />;
}
