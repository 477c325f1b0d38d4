import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import { limits } from '#app/lib/limits.ts';
import { authMessages } from '#app/lib/messages/auth.ts';
import { initAdminMessages } from '#app/lib/messages/init-admin.ts';
import { notFoundMessages } from '#app/lib/messages/not-found.ts';
import { AuthCard, AuthScreen, RefusalAndSubmit } from './auth-card.tsx';
import { LoginEmailField, NewPasswordField } from './credential-fields.tsx';

export type InitAdminView =
  | { state: 'form'; token: string; emailHint: string }
  | { state: 'invalid'; message: string }
  | { state: 'gone' };

export interface InitAdminResult {
  ok: boolean;
  message: string;
  email?: string | undefined;
  fieldErrors?: { email?: string | undefined; password?: string | undefined } | undefined;
}

/** /init-admin: the spec's screen, behind the one-time setup token. */
export function InitAdminForm({
  view,
  result,
}: {
  view: InitAdminView;
  result?: InitAdminResult | undefined;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';

  // After a successful setup the loader already answers `gone`; the success card still shows.
  if (view.state === 'gone' && !result?.ok) {
    return (
      <Container size={480} py="xl">
        <Title order={1}>{notFoundMessages.heading}</Title>
        <Text mt="sm">{notFoundMessages.text}</Text>
        <Button component="a" href="/" mt="md">
          {notFoundMessages.returnHome}
        </Button>
      </Container>
    );
  }

  return (
    <AuthScreen size={480} title="Initialize Admin">
      {result?.ok ? (
        <AuthCard data-testid="init-admin-success">
          <Stack>
            <Alert color="green" role="status">
              {initAdminMessages.created}
            </Alert>
            <Text size="sm">Sign in as {result.email} with the password you chose.</Text>
            <Button component="a" href="/admin" fullWidth>
              {initAdminMessages.goToDashboard}
            </Button>
          </Stack>
        </AuthCard>
      ) : view.state !== 'form' ? (
        <Alert color="red" role="alert" mt="lg">
          {view.state === 'invalid' ? view.message : authMessages.invalidSetupLink}
        </Alert>
      ) : (
        <AuthCard>
          {/* The token stays in the URL so the page reloads as the form after an error. */}
          <Form method="post" action={`/init-admin?token=${encodeURIComponent(view.token)}`}>
            <input type="hidden" name="token" value={view.token} />
            <Stack>
              <Text size="sm">
                Create the admin account. Choose a password of at least {limits.password.min}{' '}
                characters with upper- and lower-case letters and a number, hard to guess (a few
                unrelated words work well); it is never shown again.
              </Text>
              <LoginEmailField
                name="email"
                label="Admin e-mail"
                // Not pre-filled (issue 19): the owner types the address; the default is a hint.
                defaultValue={result?.email ?? ''}
                placeholder={view.emailHint}
                error={result?.fieldErrors?.email}
                required
              />
              <NewPasswordField
                name="password"
                label="Password"
                minLength={limits.password.min}
                error={result?.fieldErrors?.password}
                required
              />
              <RefusalAndSubmit
                error={result && !result.ok ? result.message : undefined}
                disabled={submitting}
              >
                {submitting ? initAdminMessages.submitting : initAdminMessages.submit}
              </RefusalAndSubmit>
            </Stack>
          </Form>
        </AuthCard>
      )}
    </AuthScreen>
  );
}
