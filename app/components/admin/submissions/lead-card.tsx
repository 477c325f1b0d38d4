import { Anchor, Badge, Box, Button, Paper, Text, Title } from '@mantine/core';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import type { LeadCardView, LeadDetailsView, LeadVisitView } from '#app/lib/dashboard-view.ts';
import { serviceBadge, serviceText, statusLabels } from '#app/lib/lead-display.ts';
import { leadStatuses } from '#app/lib/limits.ts';
import { submissionsScreen } from '#app/components/admin/submissions/submissions-intents.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { adminRoutes, mailtoHref, phoneHref } from '#app/lib/urls.ts';
import { AskReviewButton } from './ask-review-button.tsx';
import { WriteUpButton } from './write-up-button.tsx';
import { ConfirmButton } from '../confirm-button.tsx';
import type * as Sections from './lead-card-sections.tsx';
import { JobValueField } from '../schedule/job-value-field.tsx';
import { LeadEstimates } from '../estimates/lead-estimates.tsx';
import { LeadPhotos } from './lead-photos.tsx';
import { LeadVisit } from './lead-visit.tsx';
import { useNoteDraftKept } from './note-drafts.ts';
import { PlainNativeSelect } from '../plain-input.tsx';

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

const STATUS_OPTIONS = leadStatuses.map((s) => ({ value: s, label: statusLabels[s] }));

/** Fetcher keys of the card actions whose toasts the list shows. */
export const leadFetcherKeys = {
  status: 'lead-status',
  delete: 'lead-delete',
  restore: 'lead-restore',
} as const;

/** A read-only line of a card ("Address: ..."): plain elements, see mantine.css. */
export function Detail({ label, children }: { label: string; children: string }) {
  return (
    <p className="cfgd-text-sm cfgd-detail">
      <span className="cfgd-strong">{label}:</span> {children}
    </p>
  );
}

type SectionsModule = typeof Sections;
let sectionsModule: SectionsModule | undefined;
let sectionsLoading: Promise<SectionsModule> | undefined;

/**
 * The card's notes, e-mails and attribution, fetched when a section opens (issue 28). `version`
 * changes when the card's counts do (a note added, an e-mail queued): then they are fetched
 * again. A failed request is not kept.
 */
const detailsCache = new Map<string, Promise<LeadDetailsView>>();
function loadDetails(leadId: number, version: string): Promise<LeadDetailsView> {
  const key = `${leadId}:${version}`;
  let loading = detailsCache.get(key);
  if (!loading) {
    loading = fetch(adminRoutes.leadDetails(leadId), { credentials: 'same-origin' }).then(
      async (response) => {
        if (!response.ok) throw new Error(`lead details: ${response.status}`);
        return (await response.json()) as LeadDetailsView;
      },
    );
    loading.catch(() => detailsCache.delete(key));
    detailsCache.set(key, loading);
  }
  return loading;
}

/**
 * The sections' bodies (notes with their text box, the e-mail log, attribution) are fetched the
 * first time one is opened, not with the inbox (issue 13: ≤ 150 KB gzip of JavaScript on
 * first load). A failed download is forgotten, so closing and opening the section tries again.
 */
function loadSections(): Promise<SectionsModule> {
  sectionsLoading ??= import('./lead-card-sections.tsx').then(
    (module) => (sectionsModule = module),
    (error: unknown) => {
      sectionsLoading = undefined;
      throw error;
    },
  );
  return sectionsLoading;
}

/**
 * A collapsed section whose body is built only once opened, from the sections' code and the
 * lead's details, both fetched then: 20 cards of notes, e-mail logs and attribution would
 * otherwise weigh on the inbox's first screen.
 */
function Section({
  leadId,
  version,
  title,
  openWhen = false,
  children,
}: {
  leadId: number;
  /** Opens by itself when this turns true (a note waiting on this device). */
  openWhen?: boolean;
  /** The card's counts: the details are fetched again when they change. */
  version: string;
  title: string;
  children: (sections: SectionsModule, details: LeadDetailsView) => ReactNode;
}) {
  const [state, setState] = useState<'closed' | 'loading' | 'open' | 'failed'>('closed');
  const [details, setDetails] = useState<LeadDetailsView | null>(null);
  // Opened by itself once, when asked; closing it afterwards is the owner's to do.
  const [opened, setOpened] = useState(false);
  if (openWhen && !opened) {
    setOpened(true);
    if (state === 'closed') setState('loading');
  }
  const open = state === 'loading' || state === 'open';
  useEffect(() => {
    if (!open) return;
    let current = true;
    Promise.all([loadSections(), loadDetails(leadId, version)]).then(
      ([, loaded]) => {
        if (!current) return;
        setDetails(loaded);
        setState('open');
      },
      () => {
        if (current) setState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [open, leadId, version]);
  const onToggle = (opened: boolean) => {
    if (!opened) return setState('closed');
    setState((now) => (now === 'open' ? now : 'loading'));
  };
  let body: ReactNode = null;
  if (state === 'open' && sectionsModule && details) body = children(sectionsModule, details);
  else if (state === 'loading') body = <Text size="sm">{adminMessages.sectionLoading}</Text>;
  else if (state === 'failed') {
    body = (
      <Text size="sm" role="alert">
        {adminMessages.sectionFailed}
      </Text>
    );
  }
  return (
    <details open={state !== 'closed'} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary
        className="cfgd-touch"
        // Fetched as the finger lands, so the body is usually there when the section opens.
        onPointerDown={() => void loadSections().catch(() => undefined)}
      >
        <span className="cfgd-text-sm cfgd-strong">{title}</span>
      </summary>
      {body ? <Box pt="xs">{body}</Box> : null}
    </details>
  );
}

/** The delete dialog's question: a coming visit is named, since deleting cancels it. */
function deleteQuestion(visit: LeadVisitView | null | undefined): string {
  if (visit?.status !== 'booked' || visit.past) return adminMessages.confirmDeleteSubmission;
  return `${adminMessages.confirmDeleteSubmission} ${bookingMessages.deleteCancelsVisit(visit.when)}`;
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
  const noteKept = useNoteDraftKept(lead.id);
  const sectionProps = {
    leadId: lead.id,
    version: `${lead.noteCount}:${lead.mailCount}:${lead.status}`,
  };
  const phoneLink = phoneHref(lead.phone);
  return (
    // Paper, not Card (which adds only its sections, unused here): one component less to load.
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={headingId}
      data-testid="lead-card"
      style={lead.pinned ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : {}}
    >
      <div className="cfgd-stack">
        <div
          className="cfgd-row"
          style={{
            flexWrap: 'nowrap',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: 'var(--mantine-spacing-md)',
          }}
        >
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {lead.name}
            </Title>
            <p className="cfgd-text-sm cfgd-dimmed">
              <time dateTime={new Date(lead.createdAt).toISOString()}>{lead.receivedAt}</time> ·{' '}
              {lead.elapsed}
            </p>
          </div>
          {/* Never squeezed by a long name: "QUO…" told the owner nothing (issue 13). */}
          <Badge
            color={STATUS_COLOR[lead.status]}
            data-testid="status-badge"
            style={{ flexShrink: 0 }}
          >
            {statusLabels[lead.status]}
          </Badge>
        </div>
        <div className="cfgd-row" style={{ '--cfgd-gap': '6px' } as CSSProperties}>
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
        </div>
        <div className="cfgd-stack" style={{ '--cfgd-gap': '2px' } as CSSProperties}>
          <Anchor
            href={mailtoHref(lead.email)}
            size="sm"
            className="cfgd-touch"
            style={{ overflowWrap: 'anywhere' }}
          >
            {lead.email}
          </Anchor>
          {phoneLink ? (
            <Anchor href={phoneLink} size="sm" className="cfgd-touch">
              {lead.phone}
            </Anchor>
          ) : (
            <p className="cfgd-text-sm">{lead.phone}</p>
          )}
          {lead.address ? <Detail label="Address">{lead.address}</Detail> : null}
          {lead.service ? <Detail label="Service">{serviceText(lead.service)}</Detail> : null}
          {lead.location ? <Detail label="Location">{lead.location}</Detail> : null}
          {lead.message ? <Detail label="Message">{lead.message}</Detail> : null}
          {lead.spamReason ? <Detail label="Held as spam">{lead.spamReason}</Detail> : null}
        </div>
        {lead.status === 'spam' ? null : (
          <LeadVisit leadId={lead.id} name={lead.name} visit={lead.visit ?? null} />
        )}
        <LeadPhotos leadId={lead.id} photoIds={lead.photoIds ?? []} />
        <div className="cfgd-row" style={{ alignItems: 'flex-end' }}>
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
            // Drawn as Mantine's NativeSelect with a one-character chevron (its SVG, 50 cards
            // of it, weighed 50 KB), but plain: a quarter of a card's first render (issue 28).
            <PlainNativeSelect
              label="Status"
              value={lead.status}
              disabled={busy}
              options={STATUS_OPTIONS}
              onChange={(event) =>
                submit(status, {
                  intent: submissionsScreen.intents.status,
                  status: event.currentTarget.value,
                })
              }
              style={{ minWidth: 150 }}
            />
          )}
          <ConfirmButton
            color="red"

            title="Delete submission"
            question={deleteQuestion(lead.visit)}
            aria-label={`Delete submission from ${lead.name}`}
            onConfirm={() => submit(remove, { intent: submissionsScreen.intents.delete })}
          >
            Delete
          </ConfirmButton>
          <AskReviewButton leadId={lead.id} status={lead.status} asked={lead.reviewAsked} />
          {lead.status === 'closed' ? (
            <JobValueField leadId={lead.id} cents={lead.jobValueCents ?? null} />
          ) : null}
          {lead.status === 'closed' && (lead.photoIds?.length ?? 0) > 0 ? (
            <WriteUpButton leadId={lead.id} />
          ) : null}
          <Anchor href={adminRoutes.templateFor(lead.id)} size="sm">
            Preview its e-mail
          </Anchor>
        </div>
        {lead.status === 'spam' ? null : <LeadEstimates leadId={lead.id} />}
        <Section {...sectionProps} title={`Notes (${lead.noteCount})`} openWhen={noteKept}>
          {(s, details) => <s.Notes leadId={lead.id} name={lead.name} notes={details.notes} />}
        </Section>
        <Section {...sectionProps} title={`E-mails (${lead.mailCount})`}>
          {(s, details) => <s.DeliveryLog leadId={lead.id} mail={details.mail} />}
        </Section>
        <Section {...sectionProps} title="Where it came from">
          {(s, details) => <s.Attribution attribution={details.attribution} />}
        </Section>
      </div>
    </Paper>
  );
}
