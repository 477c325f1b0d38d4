import { data, type RouterContextProvider } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import type { AdminScreen, IntentDecls } from '#app/lib/admin-intents.ts';
import { messages } from '#app/lib/messages.ts';
import type {
  Handlers,
  IntentContext,
  IntentHandler,
  ResultOf,
} from '#app/server/admin-actions.ts';
import { getContent, getServices, routeRequestMeta } from '#app/routes/_context/context.server.ts';
import { runAdmin } from './admin-guard.server.ts';

/**
 * The router's side of an admin screen's action (the intents themselves, framework-free, are
 * app/server/admin-actions.ts): reads the form, signs the admin in, dispatches the intent and
 * answers a refusal the router's way.
 */

/** The form's text fields (first value of each; files are not intents' business). */
function textFields(form: FormData): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === 'string' && !(key in raw)) raw[key] = value;
  }
  return raw;
}

/**
 * The action's work once the admin is known: the intent the form names, its schema, its
 * handler. Separate from the session check so it is tested on its own.
 */
export async function dispatchIntent<T extends IntentDecls, H extends Handlers<T>>(
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

function failFor<T extends IntentDecls>(screen: AdminScreen<T>, name: string) {
  return (message?: string): AdminActionResult => ({
    intent: name,
    ok: false,
    message: message ?? screen.failure(name),
  });
}

/** The route's `action`: `export const action = adminAction(screen, { [name]: intent(...) }, ...)`. */
export function adminAction<T extends IntentDecls, H extends Handlers<T>>(
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
          content: getContent(context),
        }),
      (error) => {
        const name = screen.read(form);
        services.log.error({ err: error, intent: name }, options.log);
        return failFor(screen, name)();
      },
    );
  };
}
