import { z } from 'zod';
import { requestReview, reviewResultMessage } from '#app/server/reviews/request.ts';
import { SubmissionsView } from '#app/components/admin/submissions/submissions-view.tsx';
import { adminTab, loadFailure } from '#app/components/admin/tab-route.ts';
import { isLeadStatus, parseSubmissionQuery } from '#app/lib/lead-display.ts';
import {
  noteKeyField,
  submissionsScreen,
} from '#app/components/admin/submissions/submissions-intents.ts';
import { isValidIdempotencyKey } from '#app/lib/lead-schema.ts';
import { limits } from '#app/lib/limits.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { reviewsMessages } from '#app/lib/messages/reviews.ts';
import { adminAction } from './admin-action.server.ts';
import { intent, rowId, text } from '#app/server/admin-actions.ts';
import { resendMail } from '#app/server/dashboard/delivery-log.ts';
import {
  parseDollars,
  updateLead,
  type LeadUpdateRefusal,
} from '#app/server/dashboard/lead-update.ts';
import { addLeadNote, deleteLead, restoreSpamLead } from '#app/server/dashboard/lead-actions.ts';
import { submissionsPage } from '#app/routes/admin/submissions-page.server.ts';
import { bookVisitIntent, cancelVisitIntent, moveVisitIntent } from './visit-intents.server.ts';
import {
  depositReceivedIntent,
  duplicateEstimateIntent,
  leadLostIntent,
  saveEstimateIntent,
  sendEstimateIntent,
  voidEstimateIntent,
} from './estimate-intents.server.ts';
import type { Route } from './+types/submissions';

export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const timing = loaderHeaders.get('Server-Timing');
  if (timing) headers.set('Server-Timing', timing);
  headers.set('Cache-Control', 'no-store');
  return headers;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return submissionsPage(request, context);
}

const { intents } = submissionsScreen;
const lead = z.object({ id: rowId() });
/** The same refusal as `PATCH /api/admin/leads/<id>`; a missing lead keeps the intent's toast. */
const refusal: Record<LeadUpdateRefusal, string | undefined> = {
  'not-found': undefined,
  spam: adminMessages.leadHeldAsSpam,
};

export const action = adminAction(
  submissionsScreen,
  {
    [intents.status]: intent(
      lead.extend({ status: text(limits.admin.fieldMax) }),
      async ({ id, status }, { services, intent, fail }) => {
        if (id === null || !isLeadStatus(status)) return fail();
        const result = await updateLead(services, id, { status });
        if (!result.ok) return fail(refusal[result.reason]);
        return { intent, ok: true, message: adminMessages.statusUpdated };
      },
    ),
    [intents.jobValue]: intent(
      lead.extend({ jobValue: text(32) }),
      async ({ id, jobValue }, { services, intent, fail }) => {
        if (id === null) return fail();
        // Empty clears it; anything else must read as an amount.
        const cents = jobValue.trim() === '' ? null : parseDollars(jobValue);
        if (cents === null && jobValue.trim() !== '') {
          return { intent, ok: false, message: bookingMessages.jobValueInvalid, field: 'jobValue' };
        }
        const result = await updateLead(services, id, { jobValueCents: cents });
        if (!result.ok) return fail(refusal[result.reason]);
        return { intent, ok: true, message: bookingMessages.jobValueSaved };
      },
    ),
    [intents.delete]: intent(lead, async ({ id }, { services, admin, content, intent, fail }) => {
      const deleted =
        id === null ? 'missing' : await deleteLead(services, content.content.business, id);
      if (deleted === 'signed') return fail(adminMessages.deleteSignedRefused);
      if (deleted !== 'deleted') return fail();
      services.log.info({ lead: id, admin: admin.email }, 'lead deleted');
      return { intent, ok: true, message: adminMessages.submissionDeleted };
    }),
    [intents.restore]: intent(lead, async ({ id }, { services, content, intent, fail }) => {
      if (id === null || !(await restoreSpamLead(services, content.content.business, id))) {
        return fail();
      }
      return { intent, ok: true, message: adminMessages.restoreDone };
    }),
    [intents.note]: intent(
      lead.extend({
        note: text(limits.admin.noteMax),
        [noteKeyField]: text(limits.lead.idempotencyKeyMax),
      }),
      async ({ id, note, [noteKeyField]: key }, { services, admin, intent, fail }) => {
        if (id === null) return fail();
        const formKey = isValidIdempotencyKey(key) ? key : null;
        const result = await addLeadNote(services, id, note, admin.email, formKey);
        if (!result.ok)
          return fail(result.reason === 'empty' ? adminMessages.noteEmpty : undefined);
        return { intent, ok: true, message: adminMessages.noteAdded };
      },
    ),
    [intents.resend]: intent(
      lead.extend({ outboxId: rowId() }),
      async ({ id, outboxId }, { services, intent, fail }) => {
        if (id === null || outboxId === null) return fail();
        const result = await resendMail(services, id, outboxId);
        if (result === 'review-once') return fail(reviewsMessages.resendOnce);
        if (result !== 'queued') return fail();
        return { intent, ok: true, message: adminMessages.resendQueued };
      },
    ),
    [intents.visitBook]: bookVisitIntent,
    [intents.visitMove]: moveVisitIntent,
    [intents.visitCancel]: cancelVisitIntent,
    [intents.estimateSave]: saveEstimateIntent,
    [intents.estimateSend]: sendEstimateIntent,
    [intents.estimateDuplicate]: duplicateEstimateIntent,
    [intents.estimateVoid]: voidEstimateIntent,
    [intents.estimateDeposit]: depositReceivedIntent,
    [intents.leadLost]: leadLostIntent,
    [intents.review]: intent(lead, async ({ id }, { services, content, intent, fail }) => {
      if (id === null) return fail();
      const { business } = content.content;
      const result = await requestReview(services.db, services.config, business, id, 'manual');
      if (result !== 'queued') return fail(reviewResultMessage[result]);
      return { intent, ok: true, message: reviewsMessages.sent };
    }),
  },
  { log: 'submission action failed' },
);

/**
 * A filter, search, page, reload or action that gets no answer keeps the cards on screen (an
 * action's toast names it).
 */
const tab = adminTab<Route.ClientLoaderArgs, Route.ClientActionArgs>({
  screen: submissionsScreen,
  title: 'Submissions',
  route: 'submissions',
  ...loadFailure(adminMessages.loadSubmissionsFailed, ({ request }: Route.ClientLoaderArgs) => ({
    query: parseSubmissionQuery(new URL(request.url)),
    page: null,
  })),
});
export const { handle, meta, clientLoader, ErrorBoundary, clientAction, shouldRevalidate } = tab;

export default function Submissions({ loaderData }: Route.ComponentProps) {
  tab.keepShown(loaderData);
  return (
    <SubmissionsView
      query={loaderData.query}
      data={loaderData.page}
      loadError={loaderData.loadError}
    />
  );
}
