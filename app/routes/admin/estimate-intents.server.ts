import { z } from 'zod';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { estimateLimits } from '#app/lib/estimate-schema.ts';
import { lostReasonMax } from '#app/lib/limits.ts';
import { estimateAdminMessages as m } from '#app/lib/messages/estimate-admin.ts';
import { estimateMessages } from '#app/lib/messages/estimates.ts';
import { intent, rowId, text, type IntentContext } from '#app/server/admin-actions.ts';
import {
  duplicateEstimate,
  markLeadLost,
  recordDepositReceived,
  saveEstimate,
  sendEstimate,
  voidEstimate,
  type CommandResult,
  type Refusal,
} from '#app/server/estimates/owner-commands.ts';

/**
 * The lead card's estimate actions (issue 39): thin adapters over est-core's commands, the same
 * ones the JSON API runs, so a change from the card and from the API obey one set of rules.
 * The lead's `id` names the card (the inbox's busy state); `estimateId` the estimate.
 */

/** A command's refusal as the card's toast (and, for a bad body, the builder's fields). */
function refusalAnswer(refusal: Refusal, ctx: IntentContext): AdminActionResult {
  switch (refusal.kind) {
    case 'invalid':
      return {
        intent: ctx.intent,
        ok: false,
        message: estimateMessages.invalid,
        field: Object.keys(refusal.fieldErrors)[0],
        fieldErrors: refusal.fieldErrors,
      };
    case 'not-found':
      return ctx.fail(m.notFound);
    case 'lead-not-found':
      return ctx.fail(m.leadGone);
    case 'locked':
      return ctx.fail(m.locked);
    case 'conflict':
      return ctx.fail(
        refusal.reason === 'no-deposit'
          ? m.noDeposit
          : refusal.reason === 'not-accepted'
            ? m.notAccepted
            : m.leadGone,
      );
  }
}

/** The body as posted by the builder: JSON, up to what three full options can weigh. */
const bodyField = () =>
  text(
    // Every line at its caps, three options and the add-ons, the terms: generous, still bounded.
    (estimateLimits.maxOptions * estimateLimits.maxItemsPerOption + estimateLimits.maxAddOns) *
      (estimateLimits.descriptionMax + 80) +
      estimateLimits.termsMax * 2 +
      2_000,
  );

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const onEstimate = z.object({ id: rowId(), estimateId: rowId() });

/** Creates a draft on the lead, or saves the edited body of `estimateId`. */
export const saveEstimateIntent = intent(
  z.object({ id: rowId(), estimateId: rowId(), body: bodyField() }),
  async ({ id, estimateId, body }, ctx) => {
    if (id === null) return ctx.fail(m.leadGone);
    const result = await saveEstimate(
      ctx.services,
      estimateId === null ? { leadId: id } : { estimateId },
      parseJson(body),
    );
    if (result.kind !== 'ok') return refusalAnswer(result, ctx);
    return {
      intent: ctx.intent,
      ok: true,
      message: m.saved(result.estimate.number),
      estimateId: result.estimate.id,
      number: result.estimate.number,
    };
  },
);

/**
 * An action on the estimate the card names: its command, and the toast a success shows. The
 * send, duplicate, void and deposit buttons differ only in these two.
 */
function onEstimateIntent<T extends object>(
  command: (ctx: IntentContext, estimateId: number) => Promise<CommandResult<T>>,
  done: (result: { kind: 'ok' } & T) => string,
) {
  return intent(onEstimate, async ({ estimateId }, ctx): Promise<AdminActionResult> => {
    if (estimateId === null) return ctx.fail(m.notFound);
    const result = await command(ctx, estimateId);
    if (result.kind !== 'ok') return refusalAnswer(result, ctx);
    return { intent: ctx.intent, ok: true, message: done(result) };
  });
}

/** Sends with the request's published business profile (the e-mail's sender and the PDF). */
export const sendEstimateIntent = onEstimateIntent(
  (ctx, id) => sendEstimate(ctx.services, ctx.content.content.business, id),
  () => m.sent,
);

export const duplicateEstimateIntent = onEstimateIntent(
  (ctx, id) => duplicateEstimate(ctx.services, id),
  (result) => m.duplicated(result.estimate.number),
);

export const voidEstimateIntent = onEstimateIntent(
  (ctx, id) => voidEstimate(ctx.services, id),
  () => m.voided,
);

export const depositReceivedIntent = onEstimateIntent(
  (ctx, id) => recordDepositReceived(ctx.services, id),
  () => m.depositRecorded,
);

export const leadLostIntent = intent(
  z.object({ id: rowId(), reason: text(lostReasonMax) }),
  async ({ id, reason }, ctx) => {
    if (id === null) return ctx.fail(m.leadGone);
    const result = await markLeadLost(ctx.services, id, reason);
    if (!result.ok) return ctx.fail(m.leadGone);
    return { intent: ctx.intent, ok: true, message: m.lost };
  },
);
