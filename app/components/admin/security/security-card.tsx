import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A card of the Security screen that explains itself: its title, one line of help, then its
 * controls (signing out everywhere, this device's push alerts). Only the Security route imports
 * it, so it is bundled with that screen; a card shared with other tabs would be a chunk of its
 * own, one more request on each of their first loads.
 */
export function SecurityCard({
  title,
  help,
  children,
}: {
  title: ReactNode;
  help: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm">{help}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
