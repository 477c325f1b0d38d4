import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { intentField } from '#app/lib/admin-intents.ts';
import { useResultToast } from '../use-result-toast.ts';

/** A card's words, as its copy module groups them: the title, a line of help, the Save button. */
export interface SettingsCardCopy {
  heading: string;
  help?: string;
  save: string;
}

/**
 * A Settings card that saves on its own (the reviews, booking and estimates cards): its title, a
 * line of help, the fields, and a Save button busy while its POST of `intent` runs. The answer is
 * shown as a toast; `children` gets the refusal (if the last answer was one) to mark its field.
 */
export function SettingsCard({
  copy,
  intent,
  children,
}: {
  copy: SettingsCardCopy;
  intent: string;
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
            {copy.heading}
          </Title>
          {copy.help ? <Text size="sm">{copy.help}</Text> : null}
          <input {...intentField(intent)} />
          {children(refused)}
          <Button type="submit" loading={fetcher.state !== 'idle'} style={{ alignSelf: 'start' }}>
            {copy.save}
          </Button>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}
