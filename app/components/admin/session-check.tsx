import { Center, Loader, Stack, Text } from '@mantine/core';
import { useLocation, useNavigation } from 'react-router';
import { messages } from '#app/lib/messages.ts';

/**
 * The gate's loading state: while a client-side navigation inside /admin waits for the server to
 * check the session, show that instead of the stale screen.
 */
export function useCheckingSession(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Another tab only: a filter, search or page of the same tab keeps the screen (and what the
  // owner typed) while it loads, and keeps it if the load gets no answer (issue 13).
  return (
    navigation.state === 'loading' &&
    !navigation.formMethod &&
    navigation.location.pathname !== pathname
  );
}

export function SessionCheck() {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{messages.login.checking}</Text>
      </Stack>
    </Center>
  );
}
