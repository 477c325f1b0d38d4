import { isRouteErrorResponse, type SubmitFunction } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { noAnswer } from '#app/lib/admin-intents.ts';
import { siteScreen } from '#app/components/admin/site/site-intents.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { whatHappened } from '../network-guard.ts';

/**
 * The Site editor's writes go to its route's action (`app/routes/admin/site.tsx`), like every
 * admin screen's, through the router (`submit` with a fetcher of their own: a draft save never
 * cancels a publish). Unlike a form, the editor waits for each answer: its save queue sends one
 * draft at a time, a refused publish becomes its conflict state. So each submission carries an
 * id, and the route's `clientAction` (`answerSiteAction`) hands the server's answer to the call
 * that sent it.
 */

/** The server's answer (an admin action's result, read by site-api.ts), or why there is none. */
export type SiteAnswer =
  | { kind: 'answer'; data: unknown }
  /** The session ended (the action redirects to the sign-in gate). */
  | { kind: 'signed-out' }
  /** No answer, or an error page instead of one. */
  | { kind: 'failed'; status: number | null };

export type SiteSubmit = (fields: Record<string, string>) => Promise<SiteAnswer>;

const SUBMISSION_FIELD = 'submission';
const waiting = new Map<string, (answer: SiteAnswer) => void>();
let submissions = 0;

function settle(id: FormDataEntryValue | null, answer: SiteAnswer): void {
  if (typeof id !== 'string') return;
  const resolve = waiting.get(id);
  waiting.delete(id);
  resolve?.(answer);
}

/** The editor's `submit`: the fields to the Site route's action, resolved with its answer. */
export function siteSubmitter(submit: SubmitFunction): SiteSubmit {
  return (fields) =>
    new Promise((resolve) => {
      submissions += 1;
      const id = `site-editor-${submissions}`;
      waiting.set(id, resolve);
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set(SUBMISSION_FIELD, id);
      // Multipart: a document's JSON sent as is (URL-encoding would about double it).
      submit(form, {
        method: 'post',
        action: adminRoutes.site,
        encType: 'multipart/form-data',
        navigate: false,
        fetcherKey: id,
      })
        .catch(() => undefined)
        // Settled by the clientAction by now, unless the submission never reached it.
        .finally(() => settle(id, { kind: 'failed', status: null }));
    });
}

/**
 * The route's `clientAction`: the server's answer, also handed to the editor's call. A session
 * that ended answers `signed-out` and the editor stays, with the edits on this device (the
 * redirect to the sign-in gate is not followed: a draft autosave must not take the screen away
 * mid-sentence); no answer at all is the screen's failure, as every admin screen's.
 */
export async function answerSiteAction<T>({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<T>;
}): Promise<T | AdminActionResult> {
  const form = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  const id = form.get(SUBMISSION_FIELD);
  try {
    const answer = await serverAction();
    settle(id, { kind: 'answer', data: answer });
    return answer;
  } catch (error) {
    const redirected = error instanceof Response && error.status >= 300 && error.status < 400;
    settle(
      id,
      redirected
        ? { kind: 'signed-out' }
        : { kind: 'failed', status: isRouteErrorResponse(error) ? error.status : null },
    );
    if (request.signal.aborted || (error instanceof Response && !redirected)) throw error;
    return noAnswer(siteScreen)(form, redirected ? undefined : whatHappened(error));
  }
}
