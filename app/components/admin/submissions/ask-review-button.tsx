import { Button } from '@mantine/core';
import { useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { intentField } from '#app/lib/admin-intents.ts';
import { submissionsScreen } from '#app/components/admin/submissions/submissions-intents.ts';
import { reviewsMessages } from '#app/lib/messages/reviews.ts';
import { useResultToast } from '../use-result-toast.ts';

/**
 * "Ask for a review" on a closed lead (issue 17). Once asked, the card says so in a line of
 * text that wraps (issue 27: a disabled button holding the sentence was 450 px wide and made
 * the whole list scroll sideways on a phone): "sent" right after the tap, "already sent" when
 * the card is opened later. The e-mail itself shows in the card's delivery log like the others.
 */
export function AskReviewButton({
  leadId,
  status,
  asked: askedBefore,
}: {
  leadId: number;
  status: string;
  /** A review request is already in the lead's e-mails. */
  asked: boolean;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  if (status !== 'closed') return null;
  const justSent = fetcher.data?.ok === true;
  if (justSent || askedBefore) {
    return (
      <p className="cfgd-text-sm" role="status" data-testid="ask-review">
        {justSent ? reviewsMessages.sent : reviewsMessages.alreadyAsked}
      </p>
    );
  }
  return (
    <fetcher.Form method="post">
      <input {...intentField(submissionsScreen.intents.review)} />
      <input type="hidden" name="id" value={leadId} />
      <Button
        type="submit"
        variant="light"
        loading={fetcher.state !== 'idle'}
        data-testid="ask-review"
      >
        {reviewsMessages.ask}
      </Button>
    </fetcher.Form>
  );
}
