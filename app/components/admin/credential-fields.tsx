import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';

/**
 * The admin's credentials wherever a screen asks for them (sign-in, first setup, Settings,
 * Security). Password managers pair a login e-mail (`username`) with the password after it:
 * `current-password` is filled in, `new-password` is offered a generated one and saved under
 * that e-mail. Each kind fixes its tokens here so that no screen pairs them differently; names,
 * labels and caps stay with the screen's form.
 */

/** The admin's login e-mail: the name a password manager files the password under. */
export function LoginEmailField(props: Omit<TextInputProps, 'type' | 'autoComplete'>) {
  return <TextInput type="email" autoComplete="username" {...props} />;
}

/** The password the admin signs in with now. */
export function CurrentPasswordField(props: Omit<PasswordInputProps, 'autoComplete'>) {
  return <PasswordInput autoComplete="current-password" {...props} />;
}

/** A password the admin chooses (setup, or a change). */
export function NewPasswordField(props: Omit<PasswordInputProps, 'autoComplete'>) {
  return <PasswordInput autoComplete="new-password" {...props} />;
}
