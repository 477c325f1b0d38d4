import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { adminMessages } from '#app/lib/messages/admin.ts';

/**
 * What an admin screen shows when it could not be drawn (issue 13): inside the admin, with a
 * retry that loads the screen again. Never a link out of the admin: the owner on a weak signal
 * only needs to try again.
 */
export function AdminErrorView() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : '';
  return (
    <Stack gap="md" data-testid="admin-error">
      <Title order={2} size="h3">
        {adminMessages.title}
      </Title>
      <Alert color="red" role="alert">
        {adminMessages.screenFailed}
        {detail ? (
          <Text size="xs" mt={4} c="dimmed">
            {detail}
          </Text>
        ) : null}
      </Alert>
      <div>
        <Button
          onClick={() => void revalidator.revalidate()}
          loading={revalidator.state !== 'idle'}
        >
          {adminMessages.retry}
        </Button>
      </div>
    </Stack>
  );
}
