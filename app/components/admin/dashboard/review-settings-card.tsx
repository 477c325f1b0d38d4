import { Anchor, Button, Paper, Stack, Title } from '@mantine/core';
import { useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { limits } from '#app/lib/limits.ts';
import { intentField, settingsScreen } from '#app/lib/admin-intents.ts';
import { reviewsMessages } from '#app/lib/messages/reviews.ts';
import { PlainTextInput } from '../plain-input.tsx';
import { useResultToast } from './use-result-toast.ts';

const m = reviewsMessages;

/** Settings: the review link and the automatic request's delay (issue 17). */
export function ReviewSettingsCard({ link, autoDays }: { link: string | null; autoDays: number }) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  return (
    <Paper withBorder p="md" radius="md">
      <fetcher.Form method="post">
        <Stack>
          <Title order={3} size="h4">
            {m.heading}
          </Title>
          <input {...intentField(settingsScreen.intents.reviews)} />
          <PlainTextInput
            name="reviewLink"
            type="url"
            label={m.linkLabel}
            description={m.linkHelp}
            defaultValue={link ?? ''}
            maxLength={limits.reviews.linkMax}
            error={failed === m.invalidLink ? failed : undefined}
          />
          {/* The browser's number field, not Mantine's NumberInput: that one brings
              react-number-format (~8 KB gzip) to the Settings tab's first load (issue 13). */}
          <PlainTextInput
            name="reviewAutoDays"
            type="number"
            inputMode="numeric"
            label={m.autoDaysLabel}
            defaultValue={autoDays}
            min={0}
            max={limits.reviews.autoDaysMax}
            step={1}
            error={failed === m.invalidAutoDays ? failed : undefined}
          />
          <Anchor href="/admin/email-templates/review" size="sm">
            {m.templateLink}
          </Anchor>
          <Button type="submit" loading={fetcher.state !== 'idle'} style={{ alignSelf: 'start' }}>
            {m.save}
          </Button>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}
