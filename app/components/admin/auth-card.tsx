import { Alert, Button, Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** `data-*` attributes a screen puts on its frame or card (test hooks, hydration markers). */
type DataAttributes = { [name: `data-${string}`]: string | boolean | undefined };

/**
 * The frame of the screens before the dashboard (the sign-in gate, the first admin's setup): a
 * narrow centred column under the screen's title. It is the screen's `main` landmark (the
 * dashboard's is the shell's).
 */
export function AuthScreen({
  size,
  title,
  children,
  ...data
}: { size: number; title: ReactNode; children: ReactNode } & DataAttributes) {
  return (
    <Container component="main" size={size} py="xl" {...data}>
      <Title order={1} size="h2" ta="center">
        {title}
      </Title>
      {children}
    </Container>
  );
}

/** The card under an `AuthScreen`'s title that holds its form (or what the form led to). */
export function AuthCard({ children, ...data }: { children: ReactNode } & DataAttributes) {
  return (
    <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md" {...data}>
      {children}
    </Paper>
  );
}

/**
 * The end of a sign-in or setup form: the server's refusal, if any, just above the form's
 * button. `loading` or `disabled` says the form is being sent (each screen shows it its way).
 */
export function RefusalAndSubmit({
  error,
  loading,
  disabled,
  children,
}: {
  error: string | undefined;
  loading?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button type="submit" loading={loading} disabled={disabled} fullWidth>
        {children}
      </Button>
    </>
  );
}
