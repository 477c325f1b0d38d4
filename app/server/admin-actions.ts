import { z } from 'zod';
import type { ContentSnapshot } from '#app/content/live.ts';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import type { IntentDecls, IntentNames } from '#app/lib/admin-intents.ts';
import { messages } from '#app/lib/messages.ts';
import type { RequestMeta } from './auth/request-meta.ts';
import type { AdminIdentity } from './auth/sessions.ts';
import type { AppServices } from './services.ts';

/**
 * One admin screen's intents (declared in `app/components/admin/<screen>/<screen>-intents.ts`),
 * each a zod schema over the form's text fields and a handler; the route's side is
 * app/routes/admin/admin-action.server.ts. The action reads the form before the session check
 * (with the database down the answer still names the action), signs the admin in (`runAdmin`:
 * signed out → redirect), parses the fields with the intent's schema and runs the handler.
 * Every refusal is an `AdminActionResult`:
 * - an intent the screen does not declare → 400, `messages.admin.unknownAction`;
 * - a field the schema refuses (over its cap from `app/lib/limits.ts`, malformed) →
 *   `fieldErrors`, with the intent's spec failure toast;
 * - an unexpected error (the database is down) → logged, the intent's failure toast.
 */

/** What a handler gets besides its parsed fields. */
export interface IntentContext {
  services: AppServices;
  admin: AdminIdentity;
  request: Request;
  /** Who is asking (address, browser), for the audit log and sessions. */
  meta: RequestMeta;
  /** The content snapshot of this request (decision 0015), for what an intent mails or renders. */
  content: ContentSnapshot;
  intent: string;
  /** The refusal for this intent: its spec failure toast, or `message`. */
  fail(message?: string): AdminActionResult;
}

export interface IntentHandler<R> {
  run(raw: Record<string, string>, ctx: IntentContext): Promise<R | AdminActionResult>;
}

/** Declares one intent: its fields' schema and what it does with them. */
export function intent<S extends z.ZodType, R>(
  schema: S,
  handler: (input: z.output<S>, ctx: IntentContext) => Promise<R>,
): IntentHandler<R> {
  return {
    async run(raw, ctx) {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '');
          fieldErrors[key] ??= issue.message;
        }
        return { ...ctx.fail(), field: Object.keys(fieldErrors)[0], fieldErrors };
      }
      return handler(parsed.data, ctx);
    },
  };
}

/** A text field: missing is empty, longer than `max` is refused with the field's message. */
export function text(max: number) {
  return z.string().max(max, messages.admin.fieldTooLong(max)).default('');
}

/** A row id field: a positive integer, or null (the handler answers its failure). */
export function rowId() {
  return z
    .string()
    .max(20, messages.admin.fieldTooLong(20))
    .default('')
    .transform((value) => {
      const id = Number(value);
      return value !== '' && Number.isSafeInteger(id) && id > 0 ? id : null;
    });
}

/** What a handler answers. */
export type ResultOf<H> = H extends IntentHandler<infer R> ? R : never;

/** A handler for each intent a screen declares. */
export type Handlers<T extends IntentDecls> = {
  [N in IntentNames<T>]: IntentHandler<unknown>;
};
