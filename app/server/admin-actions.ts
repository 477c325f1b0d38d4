import { data, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import type { AdminScreen, IntentDecl, IntentNames } from '#app/lib/admin-intents.ts';
import { messages } from '#app/lib/messages.ts';
import type { AdminIdentity } from './auth/require-admin.ts';
import { routeRequestMeta, type RequestMeta } from './auth/request-meta.ts';
import { getServices } from './context.ts';
import { runAdmin } from './dashboard/admin-guard.ts';
import type { AppServices } from './services.ts';

/**
 * One admin screen's action: its intents (names in `app/lib/admin-intents.ts`), each a zod
 * schema over the form's text fields and a handler. The action reads the form before the
 * session check (with the database down the answer still names the action), signs the admin
 * in (`runAdmin`: signed out → redirect), parses the fields with the intent's schema and runs
 * the handler. Every refusal is an `AdminActionResult`:
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

/** The form's text fields (first value of each; files are not intents' business). */
function textFields(form: FormData): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === 'string' && !(key in raw)) raw[key] = value;
  }
  return raw;
}

type ResultOf<H> = H extends IntentHandler<infer R> ? R : never;

type Handlers<T extends Record<string, IntentDecl>> = {
  [N in IntentNames<T>]: IntentHandler<unknown>;
};

/**
 * The action's work once the admin is known: the intent the form names, its schema, its
 * handler. Separate from the session check so it is tested on its own.
 */
export async function dispatchIntent<T extends Record<string, IntentDecl>, H extends Handlers<T>>(
  screen: AdminScreen<T>,
  handlers: H,
  form: FormData,
  base: Omit<IntentContext, 'intent' | 'fail'>,
) {
  const name = screen.read(form);
  const fail = failFor(screen, name);
  if (!screen.has(name)) return data(fail(messages.admin.unknownAction), { status: 400 });
  const handler: IntentHandler<unknown> = handlers[name];
  return (await handler.run(textFields(form), { ...base, intent: name, fail })) as
    ResultOf<H[keyof H]> | AdminActionResult;
}

function failFor<T extends Record<string, IntentDecl>>(screen: AdminScreen<T>, name: string) {
  return (message?: string): AdminActionResult => ({
    intent: name,
    ok: false,
    message: message ?? screen.failure(name),
  });
}

/** The route's `action`: `export const action = adminAction(screen, { [name]: intent(...) }, ...)`. */
export function adminAction<T extends Record<string, IntentDecl>, H extends Handlers<T>>(
  screen: AdminScreen<T>,
  handlers: H,
  options: { log: string },
) {
  return async ({
    request,
    context,
  }: {
    request: Request;
    context: Readonly<RouterContextProvider>;
  }) => {
    const services = getServices(context);
    // Read before the session check: with the database down the answer still names the action.
    const form = await request.formData();
    return runAdmin(
      request,
      context,
      (admin) =>
        dispatchIntent(screen, handlers, form, {
          services,
          admin,
          request,
          meta: routeRequestMeta(request, context),
        }),
      (error) => {
        const name = screen.read(form);
        services.log.error({ err: error, intent: name }, options.log);
        return failFor(screen, name)();
      },
    );
  };
}
