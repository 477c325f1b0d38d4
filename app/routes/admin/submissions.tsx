import { requestReview, reviewResultMessage } from '#app/server/reviews/request.ts';
import { SubmissionsView } from '#app/components/admin/dashboard/submissions-view.tsx';
import { guardAction, guardLoader } from '#app/components/admin/network-guard.ts';
import { skipRevalidationAfterFailure, type AdminActionResult } from '#app/lib/admin-action.ts';
import { isLeadStatus, parseSubmissionQuery } from '#app/lib/lead-display.ts';
import { messages } from '#app/lib/messages.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import { getServices } from '#app/server/context.ts';
import { runAdmin } from '#app/server/dashboard/admin-guard.ts';
import { resendMail } from '#app/server/dashboard/delivery-log.ts';
import {
  addLeadNote,
  deleteLead,
  restoreSpamLead,
  setLeadStatus,
} from '#app/server/dashboard/lead-actions.ts';
import { submissionsPage } from '#app/server/dashboard/submissions-page.ts';
import type { Route } from './+types/submissions';

export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: `Submissions · ${messages.admin.title}` }];

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

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

function idOf(form: FormData, name = 'id'): number | null {
  const id = Number(text(form, name));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const FAILURE: Record<string, string> = {
  status: messages.admin.updateStatusFailed,
  delete: messages.admin.deleteSubmissionFailed,
  restore: messages.admin.restoreFailed,
  note: messages.admin.noteFailed,
  resend: messages.admin.resendFailed,
};

/** Card actions: status, delete, restore from spam, note, resend an e-mail. */
export async function action({ request, context }: Route.ActionArgs): Promise<AdminActionResult> {
  const services = getServices(context);
  // Read before the session check: with the database down the answer still names the action.
  const form = await request.formData();
  const intent = text(form, 'intent');
  const fail = (message?: string): AdminActionResult => ({
    intent,
    ok: false,
    message: message ?? FAILURE[intent] ?? messages.admin.updateStatusFailed,
  });
  return runAdmin(
    request,
    context,
    async (admin) => {
      const id = idOf(form);
      if (id === null) return fail();
      switch (intent) {
        case 'status': {
          const status = text(form, 'status');
          if (!isLeadStatus(status) || !(await setLeadStatus(services, id, status))) return fail();
          return { intent, ok: true, message: messages.admin.statusUpdated };
        }
        case 'delete':
          if (!(await deleteLead(services, id))) return fail();
          services.log.info({ lead: id, admin: admin.email }, 'lead deleted');
          return { intent, ok: true, message: messages.admin.submissionDeleted };
        case 'restore':
          if (!(await restoreSpamLead(services, id))) return fail();
          return { intent, ok: true, message: messages.admin.restoreDone };
        case 'note': {
          const result = await addLeadNote(services, id, text(form, 'note'), admin.email);
          if (!result.ok)
            return fail(result.reason === 'empty' ? messages.admin.noteEmpty : undefined);
          return { intent, ok: true, message: messages.admin.noteAdded };
        }
        case 'resend': {
          const outboxId = idOf(form, 'outboxId');
          if (outboxId === null) return fail();
          const result = await resendMail(services, id, outboxId);
          if (result === 'review-once') return fail(messages.reviews.resendOnce);
          if (result !== 'queued') return fail();
          return { intent, ok: true, message: messages.admin.resendQueued };
        }
        case 'review': {
          const result = await requestReview(services.db, services.config, id, 'manual');
          if (result !== 'queued') return fail(reviewResultMessage[result]);
          return { intent, ok: true, message: messages.reviews.queued };
        }
        default:
          return fail();
      }
    },
    (error) => {
      services.log.error({ err: error, intent }, 'submission action failed');
      return fail();
    },
  );
}

/** No answer from the server: the cards stay as they are, the toast names the action. */
export async function clientAction(args: Route.ClientActionArgs): Promise<AdminActionResult> {
  return guardAction(args, (form) => {
    const intent = text(form, 'intent');
    return { intent, ok: false, message: FAILURE[intent] ?? messages.admin.updateStatusFailed };
  });
}

/** A filter, search, page or reload that gets no answer keeps the cards on screen. */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  return guardLoader(args, {
    route: 'submissions',
    message: messages.admin.loadSubmissionsFailed,
    fallback: () => ({
      query: parseSubmissionQuery(new URL(args.request.url)),
      page: null,
      loadError: messages.admin.loadSubmissionsFailed,
    }),
  });
}
clientLoader.hydrate = true as const;

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';

export const shouldRevalidate = skipRevalidationAfterFailure;

export default function Submissions({ loaderData }: Route.ComponentProps) {
  return (
    <SubmissionsView
      query={loaderData.query}
      data={loaderData.page}
      loadError={loaderData.loadError}
    />
  );
}
