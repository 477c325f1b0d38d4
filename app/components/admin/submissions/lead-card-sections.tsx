import { Badge, Box, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { intentField } from '#app/lib/admin-intents.ts';
import {
  noteKeyField,
  submissionsScreen,
} from '#app/components/admin/submissions/submissions-intents.ts';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import type { AttributionView, DeliveryLogEntry, LeadNoteView } from '#app/lib/dashboard-view.ts';
import { limits } from '#app/lib/limits.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { Detail } from './lead-card.tsx';
import { clearNoteDraft, newNoteKey, readNoteDraft, writeNoteDraft } from './note-drafts.ts';
import { useResultToast } from '../use-result-toast.ts';

/*
 * The lead card's collapsed sections (lead-card.tsx loads this module when one is first
 * opened): the Textarea and List they use stay out of the inbox's first load.
 */

const MAIL_STATUS_COLOR: Record<string, string> = {
  sent: 'green',
  dead: 'red',
  pending: 'yellow',
  sending: 'yellow',
};

export function DeliveryLog({ leadId, mail }: { leadId: number; mail: DeliveryLogEntry[] }) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  if (mail.length === 0) return <Text size="sm">No e-mails for this lead.</Text>;
  return (
    <Stack gap="xs">
      {mail.map((m) => (
        <Box key={m.id} data-testid="delivery-entry">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {m.kindLabel}
            </Text>
            <Badge color={MAIL_STATUS_COLOR[m.status] ?? 'gray'} variant="light" c="dark.8">
              {m.status === 'dead' ? 'failed' : m.status}
            </Badge>
          </Group>
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            To {m.to} · queued {m.queuedAt}
            {m.sentAt ? ` · sent ${m.sentAt}` : ''}
          </Text>
          {m.log.length > 0 ? (
            <List size="xs" spacing={2}>
              {m.log.map((a) => (
                <List.Item key={a.attempt}>
                  Attempt {a.attempt}, {a.at}: {a.outcome}
                  {a.error ? ` (${a.error})` : ''}
                </List.Item>
              ))}
            </List>
          ) : null}
          {/* A review request goes once per lead: offered again only when it failed. */}
          {m.kind === 'review_request' && m.status !== 'dead' ? null : (
            <fetcher.Form method="post">
              <input {...intentField(submissionsScreen.intents.resend)} />
              <input type="hidden" name="id" value={leadId} />
              <input type="hidden" name="outboxId" value={m.id} />
              <Button
                type="submit"
                size="compact-sm"
                mt={4}
                loading={fetcher.state !== 'idle'}
                aria-label={`Resend: ${m.kindLabel}`}
              >
                Resend
              </Button>
            </fetcher.Form>
          )}
        </Box>
      ))}
    </Stack>
  );
}

export function Notes({
  leadId,
  name,
  notes,
}: {
  leadId: number;
  /** The lead's name: kept with a waiting note, so the inbox can say whose it is. */
  name: string;
  notes: LeadNoteView[];
}) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  // What was typed and not yet added, from this device (issue 37): a failed save, a closed
  // section, a reload or a session that ended loses nothing.
  const [kept] = useState(() => readNoteDraft(leadId)?.body ?? '');
  const [body, setBody] = useState(kept);
  // One key per text typed: the same note sent twice (a double tap, a retry after a lost
  // answer) is stored once, while the same words added again later are a new note.
  const [formKey, setFormKey] = useState(() => readNoteDraft(leadId)?.key ?? newNoteKey());
  const [refused, setRefused] = useState(false);
  const sent = useRef<string | null>(null);
  // Emptied only once the note is stored: a save that fails keeps what was typed (issue 27).
  useEffect(() => {
    if (!fetcher.data?.ok || sent.current === null) return;
    const stored = sent.current;
    sent.current = null;
    // Typed on while it was saving: the new text stays (and stays on the device).
    setBody((now) => {
      if (now !== stored) return now;
      clearNoteDraft(leadId);
      return '';
    });
    // Stored: whatever is sent next is a new note (text typed on meanwhile has a new key too).
    setFormKey(newNoteKey());
  }, [fetcher.data, leadId]);
  const change = (value: string) => {
    const key = newNoteKey();
    setBody(value);
    setFormKey(key);
    setRefused(false);
    writeNoteDraft(leadId, name, value, key);
  };
  const discard = () => {
    setBody('');
    setFormKey(newNoteKey());
    setRefused(false);
    clearNoteDraft(leadId);
  };
  const max = limits.admin.noteMax;
  const over = body.length > max;
  // The count shows near the limit; past it, it is the field's error and the note is not sent.
  const count =
    body.length >= limits.admin.noteCountFrom ? adminMessages.noteLength(body.length, max) : null;
  return (
    <Stack gap="xs">
      {notes.map((n) => (
        <Box key={n.id} data-testid="lead-note">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {n.body}
          </Text>
          <Text size="xs" c="dimmed">
            {n.at}
            {n.author ? ` · ${n.author}` : ''}
          </Text>
        </Box>
      ))}
      <fetcher.Form
        method="post"
        onSubmit={(event) => {
          if (over) {
            event.preventDefault();
            setRefused(true);
            return;
          }
          sent.current = body;
        }}
      >
        <input {...intentField(submissionsScreen.intents.note)} />
        <input type="hidden" name="id" value={leadId} />
        <input type="hidden" name={noteKeyField} value={formKey} />
        {body !== '' && body === kept ? (
          <Text size="sm" role="status" data-testid="note-kept">
            {adminMessages.noteKept}
          </Text>
        ) : null}
        <Textarea
          name="note"
          label="Add a note"
          autosize
          minRows={1}
          // No maxLength: the browser would cut a long paste without a word. It is taken
          // whole and counted instead.
          value={body}
          onChange={(event) => change(event.currentTarget.value)}
          error={over ? count : undefined}
          description={!over && count ? count : undefined}
          errorProps={refused ? { role: 'alert' } : undefined}
        />
        <Group gap="xs" mt={4}>
          <Button type="submit" size="compact-sm" loading={fetcher.state !== 'idle'}>
            Add note
          </Button>
          {body !== '' ? (
            <Button type="button" size="compact-sm" variant="subtle" onClick={discard}>
              {adminMessages.noteDiscard}
            </Button>
          ) : null}
        </Group>
      </fetcher.Form>
    </Stack>
  );
}

export function Attribution({ attribution: a }: { attribution: AttributionView }) {
  const utm = [
    a.utmSource && `source ${a.utmSource}`,
    a.utmMedium && `medium ${a.utmMedium}`,
    a.utmCampaign && `campaign ${a.utmCampaign}`,
    a.utmTerm && `term ${a.utmTerm}`,
    a.utmContent && `content ${a.utmContent}`,
  ].filter(Boolean);
  const rows: Array<[string, string | null]> = [
    ['Landing page', a.landingPage],
    ['Sent from', a.conversionPage],
    ['Referrer', a.referrer],
    ['UTM', utm.length ? utm.join(', ') : null],
    ['Google Ads click', a.gclid],
  ];
  const shown = rows.filter((r): r is [string, string] => !!r[1]);
  if (shown.length === 0) return <Text size="sm">No attribution recorded.</Text>;
  return (
    <Stack gap={2}>
      {shown.map(([label, value]) => (
        <Detail key={label} label={label}>
          {value}
        </Detail>
      ))}
    </Stack>
  );
}
