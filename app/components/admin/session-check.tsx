import { Center, Loader, Stack, Text } from '@mantine/core';
import { useLocation, useNavigation } from 'react-router';
import { loginMessages } from '#app/lib/messages/login.ts';
import { adminRoutes } from '#app/lib/urls.ts';

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
    !sameScreen(navigation.location.pathname, pathname)
  );
}

/**
 * The Site editor's sections (issue 15) are one screen: its unpublished edits live in it, so
 * moving between them must never swap it for the check (that would unmount it).
 */
function sameScreen(a: string, b: string): boolean {
  const inSite = (path: string) =>
    path === adminRoutes.site || path.startsWith(`${adminRoutes.site}/`);
  return a === b || (inSite(a) && inSite(b));
}

export function SessionCheck() {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{loginMessages.checking}</Text>
      </Stack>
    </Center>
  );
}
