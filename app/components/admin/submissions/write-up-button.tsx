import { Button } from '@mantine/core';
import { useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { intentField } from '#app/lib/admin-intents.ts';
import { postActionMessages as m } from '#app/lib/messages/post-actions.ts';
import { postsScreen } from '#app/components/admin/posts/posts-intents.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { useResultToast } from '../use-result-toast.ts';

/**
 * "Write it up" on a finished job with photos (issue 40): posts to the post editor's route,
 * which drafts the post and opens it; a refusal comes back as the card's toast.
 */
export function WriteUpButton({ leadId }: { leadId: number }) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" action={adminRoutes.post('new')}>
      <input {...intentField(postsScreen.intents.writeUp)} />
      <input type="hidden" name="leadId" value={leadId} />
      <Button
        type="submit"
        variant="light"
        title={m.writeUpHint}
        loading={fetcher.state !== 'idle'}
        data-testid="write-up"
      >
        {m.writeUp}
      </Button>
    </fetcher.Form>
  );
}
