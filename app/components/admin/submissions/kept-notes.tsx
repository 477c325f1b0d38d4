import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { listNoteDrafts, useNoteDraftLeads } from './note-drafts.ts';

/**
 * Notes typed and not yet added that wait on this device (issue 37), for leads not on the
 * screen: after signing in again the inbox offers them back. A card on the screen opens its own
 * Notes with the text in the box.
 */
export function KeptNotes({ shownIds }: { shownIds: ReadonlySet<number> }) {
  // Read again whenever the leads with a waiting note change (empty until hydrated).
  const leads = useNoteDraftLeads();
  const elsewhere = useMemo(() => (leads === '' ? [] : listNoteDrafts()), [leads]).filter(
    (draft) => !shownIds.has(draft.leadId),
  );
  if (elsewhere.length === 0) return null;
  return (
    <Alert color="yellow" data-testid="kept-notes">
      <Stack gap={4}>
        <Text size="sm">{adminMessages.notesKept(elsewhere.length)}</Text>
        {elsewhere.map((draft) => (
          <Anchor key={draft.leadId} component={Link} to={adminRoutes.lead(draft.leadId)} size="sm">
            {adminMessages.noteKeptOpen(draft.name)}
          </Anchor>
        ))}
      </Stack>
    </Alert>
  );
}
