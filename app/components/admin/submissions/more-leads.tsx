import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { SubmissionsPage } from '#app/lib/dashboard-view.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { LeadCard } from './lead-card.tsx';

/**
 * One more page of lead cards below the server's first page (issue 28: the inbox's first screen
 * does not grow with the inbox). Its own fetcher loads the route's data for that page, and React
 * Router loads it again after every card action, like the first page.
 */
export function MoreLeads({ url, shownIds }: { url: string; shownIds: ReadonlySet<number> }) {
  const fetcher = useFetcher<{ page: SubmissionsPage | null; loadError: string | null }>();
  const { load } = fetcher;
  useEffect(() => {
    void load(url);
  }, [load, url]);
  const page = fetcher.data?.page;
  if (page) {
    // A lead that arrived meanwhile pushes one down a page: it is shown once.
    const cards = page.cards.filter((lead) => !shownIds.has(lead.id));
    return (
      <>
        {cards.map((lead) => (
          <LeadCard key={lead.id} lead={lead} />
        ))}
      </>
    );
  }
  if (fetcher.state !== 'idle') {
    return (
      <Text size="sm" role="status">
        {adminMessages.moreLoading}
      </Text>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" role="alert">
        {adminMessages.moreFailed}
      </Text>
      <Button variant="default" onClick={() => void load(url)}>
        {adminMessages.retry}
      </Button>
    </Stack>
  );
}
