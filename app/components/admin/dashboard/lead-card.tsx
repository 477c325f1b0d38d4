import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  List,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import type { DeliveryLogEntry, LeadCardView } from '#app/lib/dashboard-view.ts';
import { serviceBadge, serviceText, statusLabels } from '#app/lib/lead-display.ts';
import { leadStatuses, limits } from '#app/lib/limits.ts';
import { intentField, submissionsScreen } from '#app/lib/admin-intents.ts';
import { messages } from '#app/lib/messages.ts';
import { adminRoutes, mailtoHref, phoneHref } from '#app/lib/urls.ts';
import { AskReviewButton } from './ask-review-button.tsx';
import { ConfirmButton } from './confirm-button.tsx';
import { useResultToast } from './use-result-toast.ts';
import { LeadPhotos } from './lead-photos.tsx';

const STATUS_COLOR: Record<LeadCardView['status'], string> = {
  new: 'blue',
  contacted: 'yellow',
  quoted: 'violet',
  closed: 'gray',
  spam: 'dark',
};

const BADGE_COLOR = {
  Emergency: 'red',
  Installation: 'blue',
  Repair: 'orange',
  Service: 'gray',
} as const;

/** Fetcher keys of the card actions whose toasts the list shows. */
export const leadFetcherKeys = {
  status: 'lead-status',
  delete: 'lead-delete',
  restore: 'lead-restore',
} as const;

const MAIL_KIND: Record<string, string> = {
  owner_notification: 'Notification to you',
  customer_confirmation: 'Confirmation to the customer',
  push_alert: 'Alert to your device',
  review_request: 'Review request to the customer',
};

const MAIL_STATUS_COLOR: Record<string, string> = {
  sent: 'green',
  dead: 'red',
  pending: 'yellow',
  sending: 'yellow',
};

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

function DeliveryLog({ leadId, mail }: { leadId: number; mail: DeliveryLogEntry[] }) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  if (mail.length === 0) return <Text size="sm">No e-mails for this lead.</Text>;
  return (
    <Stack gap="xs">
      {mail.map((m) => (
        <Box key={m.id} data-testid="delivery-entry">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {MAIL_KIND[m.kind] ?? m.kind}
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
                aria-label={`Resend: ${MAIL_KIND[m.kind] ?? m.kind}`}
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

function Notes({ lead }: { lead: LeadCardView }) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  return (
    <Stack gap="xs">
      {lead.notes.map((n) => (
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
          const form = event.currentTarget;
          // Clear the box once the note is on its way; a failure toast says if it did not land.
          queueMicrotask(() => form.reset());
        }}
      >
        <input {...intentField(submissionsScreen.intents.note)} />
        <input type="hidden" name="id" value={lead.id} />
        <Textarea
          name="note"
          label="Add a note"
          autosize
          minRows={1}
          maxLength={limits.admin.noteMax}
        />
        <Button type="submit" size="compact-sm" mt={4} loading={fetcher.state !== 'idle'}>
          Add note
        </Button>
      </fetcher.Form>
    </Stack>
  );
}

function Attribution({ lead }: { lead: LeadCardView }) {
  const a = lead.attribution;
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

/**
 * A collapsed section whose body is built only once opened: 50 cards of notes, e-mail logs and
 * attribution would otherwise triple the page's render time.
 */
function Section({ title, children }: { title: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <Text span size="sm" fw={600}>
          {title}
        </Text>
      </summary>
      {open ? <Box pt="xs">{children()}</Box> : null}
    </details>
  );
}

/** One lead (spec: Submissions card) plus the pipeline tools owners of comparable apps rely on. */
export function LeadCard({ lead }: { lead: LeadCardView }) {
  // Shared keys: the list shows these toasts, because the card may be gone by the time the
  // answer arrives (deleted, restored out of the Spam view, moved out of a status filter).
  const status = useFetcher<AdminActionResult>({ key: leadFetcherKeys.status });
  const remove = useFetcher<AdminActionResult>({ key: leadFetcherKeys.delete });
  const restore = useFetcher<AdminActionResult>({ key: leadFetcherKeys.restore });
  const badge = serviceBadge(lead.service);
  const mine = (f: typeof status) =>
    f.state !== 'idle' && f.formData?.get('id') === String(lead.id);
  const busy = mine(status) || mine(remove) || mine(restore);
  const submit = (fetcher: typeof status, fields: Record<string, string>) =>
    fetcher.submit({ id: String(lead.id), ...fields }, { method: 'post' });
  const headingId = `lead-${lead.id}-name`;
  const phoneLink = phoneHref(lead.phone);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={headingId}
      data-testid="lead-card"
      style={lead.pinned ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : {}}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Box style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {lead.name}
            </Title>
            <Text size="sm" c="dimmed">
              <time dateTime={new Date(lead.createdAt).toISOString()}>{lead.receivedAt}</time> ·{' '}
              {lead.elapsed}
            </Text>
          </Box>
          {/* Never squeezed by a long name: "QUO…" told the owner nothing (issue 13). */}
          <Badge
            color={STATUS_COLOR[lead.status]}
            data-testid="status-badge"
            style={{ flexShrink: 0 }}
          >
            {statusLabels[lead.status]}
          </Badge>
        </Group>
        <Group gap={6}>
          <Badge color={BADGE_COLOR[badge]} variant="light" c="dark.8" data-testid="service-badge">
            {badge}
          </Badge>
          {lead.priority === 'urgent' ? (
            <Badge color="red" variant="filled" data-testid="urgent-badge">
              {lead.pinned ? 'Urgent · pinned' : 'Urgent'}
            </Badge>
          ) : null}
          {lead.stale ? (
            <Badge color="orange" data-testid="stale-badge">
              New for over 24 h
            </Badge>
          ) : null}
        </Group>
        <Stack gap={2}>
          <Anchor href={mailtoHref(lead.email)} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {lead.email}
          </Anchor>
          {phoneLink ? (
            <Anchor href={phoneLink} size="sm">
              {lead.phone}
            </Anchor>
          ) : (
            <Text size="sm">{lead.phone}</Text>
          )}
          {lead.address ? <Detail label="Address">{lead.address}</Detail> : null}
          {lead.service ? <Detail label="Service">{serviceText(lead.service)}</Detail> : null}
          {lead.location ? <Detail label="Location">{lead.location}</Detail> : null}
          {lead.message ? <Detail label="Message">{lead.message}</Detail> : null}
          {lead.spamReason ? <Detail label="Held as spam">{lead.spamReason}</Detail> : null}
        </Stack>
        <LeadPhotos leadId={lead.id} photoIds={lead.photoIds ?? []} />
        <Group gap="xs" align="flex-end" wrap="wrap">
          {lead.status === 'spam' ? (
            <Button
              color="green"
              loading={busy}
              onClick={() => submit(restore, { intent: submissionsScreen.intents.restore })}
              data-testid="restore"
            >
              Restore (sends notifications)
            </Button>
          ) : (
            <NativeSelect
              label="Status"
              value={lead.status}
              disabled={busy}
              data={leadStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
              onChange={(event) =>
                submit(status, {
                  intent: submissionsScreen.intents.status,
                  status: event.currentTarget.value,
                })
              }
              // A one-character chevron instead of Mantine's SVG: 50 cards of it weigh 50 KB.
              rightSection={<span aria-hidden="true">▾</span>}
              style={{ minWidth: 150 }}
            />
          )}
          <ConfirmButton
            color="red"

            title="Delete submission"
            question={messages.admin.confirmDeleteSubmission}
            confirmLabel="Delete"
            aria-label={`Delete submission from ${lead.name}`}
            onConfirm={() => submit(remove, { intent: submissionsScreen.intents.delete })}
          >
            Delete
          </ConfirmButton>
          <AskReviewButton leadId={lead.id} status={lead.status} mail={lead.mail} />
          <Anchor href={adminRoutes.templateFor(lead.id)} size="sm">
            Preview its e-mail
          </Anchor>
        </Group>
        <Section title={`Notes (${lead.notes.length})`}>{() => <Notes lead={lead} />}</Section>
        <Section title={`E-mails (${lead.mail.length})`}>
          {() => <DeliveryLog leadId={lead.id} mail={lead.mail} />}
        </Section>
        <Section title="Where it came from">{() => <Attribution lead={lead} />}</Section>
      </Stack>
    </Card>
  );
}
