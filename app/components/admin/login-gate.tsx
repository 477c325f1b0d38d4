import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Form, useNavigation } from 'react-router';
import { intentField } from '#app/lib/admin-intents.ts';
import { signInIntents } from '#app/components/admin/sign-in-intents.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { loginMessages } from '#app/lib/messages/login.ts';
import { clearAllDeviceDrafts } from './device-drafts.ts';
import { AuthCard, AuthScreen, RefusalAndSubmit } from './auth-card.tsx';
import { CurrentPasswordField, LoginEmailField } from './credential-fields.tsx';
import { useHydrated } from './use-hydrated.ts';

export interface LoginGateProps {
  step: 'password' | 'second-factor' | 'sign-in-link';
  /** The e-mail last tried (kept after a failure; the password never is). */
  email?: string | undefined;
  error?: string | undefined;
  /** Changes with every answer from the server, so the password field empties each time. */
  attempt?: number | undefined;
  /** Good news above the password form (a sign-in link was just used). */
  notice?: string | undefined;
  /** Why the form appeared: the session ended (issue 37). */
  ended?: string | undefined;
  /** Signed out everywhere from another device: the drafts kept on this one are removed. */
  forgetDrafts?: boolean | undefined;
  /** The one-time link's token (issue 27): the step that spends it. */
  linkToken?: string | undefined;
}

/** The /admin login gate: e-mail and password, then the second-factor code when it is on. */
export function LoginGate({
  step,
  email,
  error,
  attempt,
  notice,
  ended,
  forgetDrafts,
  linkToken,
}: LoginGateProps) {
  useEffect(() => {
    if (forgetDrafts) clearAllDeviceDrafts();
  }, [forgetDrafts]);
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const hydrated = useHydrated();

  return (
    <AuthScreen size={420} title={adminMessages.title} data-hydrated={hydrated} data-login-gate="">
      <AuthCard>
        {step === 'sign-in-link' ? (
          <Form method="post" action="/admin" aria-label="Use this browser">
            <input {...intentField(signInIntents.signInLink)} />
            <input type="hidden" name="token" value={linkToken ?? ''} />
            <Stack>
              <Text size="sm">{loginMessages.signInLinkPrompt}</Text>
              <RefusalAndSubmit error={error} loading={submitting}>
                {loginMessages.signInLinkButton}
              </RefusalAndSubmit>
            </Stack>
          </Form>
        ) : step === 'password' ? (
          <Form method="post" action="/admin" aria-label="Sign in">
            <input {...intentField(signInIntents.password)} />
            <Stack>
              {notice ? (
                <Alert color="green" role="status">
                  {notice}
                </Alert>
              ) : null}
              {ended ? (
                <Alert color="blue" role="status" data-testid="session-ended">
                  {ended}
                </Alert>
              ) : null}
              <LoginEmailField
                name="email"
                label="Email"
                // Never pre-filled (issue 19): the page must not name the account to guess at.
                defaultValue={email ?? ''}
                required
              />
              <CurrentPasswordField
                // A new key per server answer remounts the field empty: a failed sign-in
                // clears the password (the spec), with or without JavaScript.
                key={attempt}
                name="password"
                label="Password"
                required
              />
              <RefusalAndSubmit error={error} loading={submitting}>
                {loginMessages.submit}
              </RefusalAndSubmit>
            </Stack>
          </Form>
        ) : (
          <Form method="post" action="/admin" aria-label="Second step">
            <input {...intentField(signInIntents.secondFactor)} />
            <Stack>
              <Text size="sm">{loginMessages.codePrompt}</Text>
              <TextInput
                key={attempt}
                name="code"
                label={loginMessages.codeLabel}
                autoComplete="one-time-code"
                autoCapitalize="characters"
                spellCheck={false}
                required
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the only field of this step
                autoFocus
              />
              <RefusalAndSubmit error={error} loading={submitting}>
                {loginMessages.verify}
              </RefusalAndSubmit>
              <Button type="submit" name="cancel" value="1" variant="subtle" formNoValidate>
                Start over
              </Button>
            </Stack>
          </Form>
        )}
      </AuthCard>
    </AuthScreen>
  );
}
