import { Button } from '@mantine/core';
import { useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { intentField } from '#app/lib/admin-intents.ts';
import { submissionsScreen } from '#app/components/admin/submissions/submissions-intents.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { useResultToast } from '../use-result-toast.ts';
import { centsText } from '#app/lib/number-text.ts';
import { PlainTextInput } from '../plain-input.tsx';

const copy = bookingMessages;

/** "1,249.50" from cents (the field shows what was recorded, without the dollar sign). */
export function dollarsText(cents: number | null): string {
  if (cents === null) return '';
  return centsText(cents, 'short');
}

/**
 * On a closed lead's card (issue 30): what the job earned, optional. Insights adds it up by
 * page, source, device and city. An empty field clears it. A plain field drawn as Mantine's
 * TextInput (plain-input.tsx): the inbox draws no Mantine field on its first screen (issue 28).
 */
export function JobValueField({ leadId, cents }: { leadId: number; cents: number | null }) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  return (
    <fetcher.Form method="post" className="cfgd-row" style={{ alignItems: 'flex-end' }}>
      <input {...intentField(submissionsScreen.intents.jobValue)} />
      <input type="hidden" name="id" value={leadId} />
      <PlainTextInput
        name="jobValue"
        label={copy.jobValueLabel}
        description={copy.jobValueHelp}
        leftSection={<span aria-hidden="true">$</span>}
        inputMode="decimal"
        defaultValue={dollarsText(cents)}
        maxLength={16}
        error={refused}
        style={{ maxWidth: 220 }}
      />
      <Button type="submit" variant="default" loading={fetcher.state !== 'idle'}>
        {copy.jobValueSave}
      </Button>
    </fetcher.Form>
  );
}
