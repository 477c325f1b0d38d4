import { Center, Loader, Stack, Text } from '@mantine/core';
import { useNavigation } from 'react-router';
import { messages } from '#app/lib/messages.ts';

/**
 * The gate's loading state: while a client-side navigation inside /admin waits for the server to
 * check the session, show that instead of the stale screen.
 */
export function useCheckingSession(): boolean {
  const navigation = useNavigation();
  return navigation.state === 'loading' && !navigation.formMethod;
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
