import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { intentField } from '#app/lib/admin-intents.ts';
import { submissionsScreen } from '#app/components/admin/submissions/submissions-intents.ts';
import type { EstimateCardView, LeadEstimatesView } from '#app/lib/estimate-admin-view.ts';
import { formatUsd } from '#app/lib/estimate-money.ts';
import { lostReasonMax } from '#app/lib/limits.ts';
import { estimateAdminMessages as m } from '#app/lib/messages/estimate-admin.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { ConfirmButton } from '../confirm-button.tsx';
import { useResultToast } from '../use-result-toast.ts';
import { PlainTextInput } from '../plain-input.tsx';
import { draftFromBody, newDraft, type EstimateDraft } from './builder-draft.ts';
import { EstimateBuilder } from './estimate-builder.tsx';

const { intents } = submissionsScreen;

const STATUS_COLOR: Record<EstimateCardView['status'], string> = {
  draft: 'gray',
  sent: 'blue',
  viewed: 'violet',
  accepted: 'green',
  declined: 'orange',
  expired: 'gray',
  void: 'dark',
};

/** The look of an estimate's action buttons: thumb-sized, compact enough to share a phone's row. */
const ACTION = { className: 'cfgd-touch', size: 'compact-md' } as const;

/** Editable until accepted (a signed record) or void, as the update command allows. */
const editable = (status: EstimateCardView['status']) => status !== 'accepted' && status !== 'void';

interface Editing {
  estimateId: number | null;
  number: string | null;
  draft: EstimateDraft;
}

/**
 * A lead's Estimates section (issue 39), loaded when opened: the estimates with their status and
 * totals, the builder, and the owner's actions (send, preview, edit, duplicate, void, deposit
 * received, mark lost). Its data is a fetcher's load, so React Router reloads it after each of
 * these actions like any loader.
 */
export function LeadEstimatesPanel({ leadId }: { leadId: number }) {
  const data = useFetcher<LeadEstimatesView>();
  const [editing, setEditing] = useState<Editing | null>(null);
  const url = adminRoutes.leadEstimates(leadId);
  useEffect(() => {
    if (data.state === 'idle' && data.data === undefined) void data.load(url);
    // Loaded once on mount; later loads are React Router's revalidation after each action.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const done = useCallback(() => setEditing(null), []);
  const view = data.data;
  if (!view) {
    return (
      <Text size="sm" role={data.state === 'idle' ? 'alert' : undefined}>
        {data.state === 'idle' ? m.loadFailed : m.loading}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="lead-estimates">
      {view.outcome !== 'open' ? (
        <Text size="sm" fw={600} data-testid="lead-outcome">
          {view.outcome === 'lost' && view.lostReason
            ? m.lostBecause(view.lostReason)
            : m.outcome[view.outcome]}
        </Text>
      ) : null}
      {view.estimates.length === 0 && !editing ? <Text size="sm">{m.none}</Text> : null}
      {view.estimates.map((estimate) =>
        editing?.estimateId === estimate.id ? null : (
          <EstimateRow
            key={estimate.id}
            leadId={leadId}
            email={view.email}
            estimate={estimate}
            onEdit={() =>
              setEditing({
                estimateId: estimate.id,
                number: estimate.number,
                draft: draftFromBody(estimate.body),
              })
            }
          />
        ),
      )}
      {editing ? (
        <EstimateBuilder
          key={editing.estimateId ?? 'new'}
          leadId={leadId}
          estimateId={editing.estimateId}
          number={editing.number}
          priceBook={view.priceBook}
          initial={editing.draft}
          onDone={done}
        />
      ) : (
        <Group gap="xs">
          <Button
            className="cfgd-touch"
            onClick={() =>
              setEditing({ estimateId: null, number: null, draft: newDraft(view.settings) })
            }
          >
            {m.newEstimate}
          </Button>
          {view.outcome === 'open' ? <MarkLost leadId={leadId} /> : null}
        </Group>
      )}
    </Stack>
  );
}

function EstimateRow({
  leadId,
  email,
  estimate,
  onEdit,
}: {
  leadId: number;
  email: string;
  estimate: EstimateCardView;
  onEdit: () => void;
}) {
  const action = useFetcher<AdminActionResult>();
  useResultToast(action.data);
  const run = (intent: string) =>
    void action.submit(
      { intent, id: String(leadId), estimateId: String(estimate.id) },
      { method: 'post' },
    );
  const busy = action.state !== 'idle';
  const { status, acceptance } = estimate;
  const sendable = status === 'draft' || status === 'sent' || status === 'viewed';
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="estimate-row" data-status={status}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {estimate.number}
          </Text>
          <Badge color={STATUS_COLOR[status]} data-testid="estimate-status">
            {m.status[status]}
          </Badge>
        </Group>
        <Text size="sm">
          {estimate.options
            .map((option) => `${option.title} ${formatUsd(option.totalCents)}`)
            .join(' · ')}
        </Text>
        <Text size="xs" c="dimmed">
          {[
            estimate.sentOn ? `${m.status.sent} ${estimate.sentOn}` : null,
            estimate.viewedOn ? `${m.status.viewed} ${estimate.viewedOn}` : null,
            `${m.expiresInDays.replace(/ \(days\)$/, '')} ${estimate.expiresOn}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {acceptance ? (
          <Text size="sm" c="green.9">
            {m.accepted(formatUsd(acceptance.totalCents), acceptance.signerName)} (
            {acceptance.optionTitle}, {acceptance.signedOn})
          </Text>
        ) : null}
        {estimate.declineReason ? (
          <Text size="sm">{m.declinedBecause(estimate.declineReason)}</Text>
        ) : null}
        {estimate.depositReceivedOn ? (
          <Text size="sm">{m.depositOn(estimate.depositReceivedOn)}</Text>
        ) : null}
        <Group gap={6}>
          <Button
            {...ACTION}
            component="a"
            href={adminRoutes.estimatePreview(estimate.id)}
            target="_blank"
            rel="noopener"
            variant="default"
          >
            {m.preview}
          </Button>
          {sendable ? (
            <ConfirmButton
              {...ACTION}
              loading={busy}
              title={m.sendTitle}
              question={m.sendQuestion(email)}
              confirmLabel={m.send}
              confirmColor="blue"
              onConfirm={() => run(intents.estimateSend)}
            >
              {status === 'draft' ? m.send : m.sendAgain}
            </ConfirmButton>
          ) : null}
          {editable(status) ? (
            <Button {...ACTION} variant="default" onClick={onEdit}>
              {m.edit}
            </Button>
          ) : null}
          <Button
            {...ACTION}
            variant="default"
            loading={busy}
            onClick={() => run(intents.estimateDuplicate)}
          >
            {m.duplicate}
          </Button>
          {acceptance && acceptance.depositCents > 0 && !estimate.depositReceivedOn ? (
            <Button
              {...ACTION}
              variant="light"
              color="green"
              loading={busy}
              onClick={() => run(intents.estimateDeposit)}
            >
              {m.depositReceived} ({formatUsd(acceptance.depositCents)})
            </Button>
          ) : null}
          {editable(status) ? (
            <ConfirmButton
              {...ACTION}
              variant="subtle"
              color="red"
              loading={busy}
              title={m.voidTitle}
              question={m.voidQuestion}
              onConfirm={() => run(intents.estimateVoid)}
            >
              {m.void}
            </ConfirmButton>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The owner's "lost", with an optional reason (a declined or expired estimate sets it too). */
function MarkLost({ leadId }: { leadId: number }) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button className="cfgd-touch" variant="subtle" color="red" onClick={() => setOpen(true)}>
        {m.markLost}
      </Button>
    );
  }
  return (
    <fetcher.Form
      method="post"
      style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}
    >
      <input {...intentField(intents.leadLost)} />
      <input type="hidden" name="id" value={leadId} />
      <PlainTextInput
        name="reason"
        label={m.lostReason}
        maxLength={lostReasonMax}
        style={{ flex: '1 1 12rem' }}
      />
      <Button className="cfgd-touch" type="submit" color="red" loading={fetcher.state !== 'idle'}>
        {m.markLost}
      </Button>
    </fetcher.Form>
  );
}
