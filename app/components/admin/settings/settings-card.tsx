import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { intentField } from '#app/lib/admin-intents.ts';
import { useResultToast } from '../use-result-toast.ts';

/**
 * A Settings card that saves on its own (the reviews and booking cards): its title, a line of
 * help, the fields, and a Save button busy while its POST of `intent` runs. The answer is shown
 * as a toast; `children` gets the refusal (if the last answer was one) to mark its field.
 */
export function SettingsCard({
  title,
  help,
  intent,
  save,
  children,
}: {
  title: ReactNode;
  help?: ReactNode;
  intent: string;
  save: ReactNode;
  children: (refused: AdminActionResult | undefined) => ReactNode;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  return (
    <Paper withBorder p="md" radius="md">
      <fetcher.Form method="post">
        <Stack>
          <Title order={3} size="h4">
            {title}
          </Title>
          {help ? <Text size="sm">{help}</Text> : null}
          <input {...intentField(intent)} />
          {children(refused)}
          <Button type="submit" loading={fetcher.state !== 'idle'} style={{ alignSelf: 'start' }}>
            {save}
          </Button>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}
