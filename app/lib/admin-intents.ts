import type { AdminActionResult } from './admin-action.ts';

/**
 * The machinery of the admin screens' actions. Each screen declares its own beside its
 * components, `app/components/admin/<screen>/<screen>-intents.ts` (decision 0020). A form names
 * its action with the `intent` field; the route's action (`app/routes/admin/admin-action.server.ts`)
 * dispatches on it. Forms take the name from the declaration (`securityScreen.intents.totpStart`),
 * so a misspelt or removed action fails typecheck instead of posting a name the server does not
 * know. Isomorphic: the routes' `clientAction` reads the failure toast from here when the server
 * gives no answer.
 */

/**
 * A screen's actions: each key is an action, its value the spec's toast when it fails. The
 * name a form posts is the key in kebab case (`priceAdd` posts `price-add`), so the two cannot
 * drift apart.
 */
export type IntentDecls = Record<string, string>;

/** `priceAdd` → `price-add`: the name a form posts for a declared key. */
export type IntentName<K extends string> = K extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${IntentName<Tail>}`
  : K;

export type IntentNames<T extends IntentDecls> = IntentName<keyof T & string>;

export interface AdminScreen<T extends IntentDecls> {
  /** Typed names for the forms: `<input type="hidden" name="intent" value={x.intents.save} />`. */
  readonly intents: { readonly [K in keyof T & string]: IntentName<K> };
  /** The intent a form posts when it names none (a form submitted without its button). */
  readonly defaultIntent: IntentNames<T> | undefined;
  /** The spec's failure toast for a name (the default intent's for one this screen lacks). */
  failure(name: string): string;
  /** Whether `name` is one of this screen's intents. */
  has(name: string): name is IntentNames<T>;
  /** The name the form posts (its `intent` field, capped), the default when it has none. */
  read(form: FormData): string;
  /** The `clientAction` answer when the server gave none (see `noAnswer`). */
  unanswered(form: FormData, reason?: string): AdminActionResult;
}

/** The field every admin form names its action with. */
export const INTENT_FIELD = 'intent';

/** Longest intent name a form may post; anything longer is not one of ours. */
const MAX_INTENT_CHARS = 64;

function intentName<K extends string>(key: K): IntentName<K> {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`) as IntentName<K>;
}

export function defineAdminScreen<const T extends IntentDecls>(
  decls: T,
  options: { defaultIntent?: NoInfer<IntentNames<T>>; unknownFailure?: string } = {},
): AdminScreen<T> {
  const intents = Object.fromEntries(Object.keys(decls).map((key) => [key, intentName(key)])) as {
    readonly [K in keyof T & string]: IntentName<K>;
  };
  const failures = new Map<string, string>(
    Object.entries(decls).map(([key, failure]) => [intentName(key), failure]),
  );
  const fallback =
    options.unknownFailure ??
    (options.defaultIntent ? failures.get(options.defaultIntent) : undefined) ??
    Object.values(decls)[0] ??
    '';
  const screen: AdminScreen<T> = {
    intents,
    defaultIntent: options.defaultIntent,
    failure: (name) => failures.get(name) ?? fallback,
    has: (name): name is IntentNames<T> => failures.has(name),
    read(form) {
      const value = form.get(INTENT_FIELD);
      if (typeof value !== 'string' || value === '') return options.defaultIntent ?? '';
      return value.slice(0, MAX_INTENT_CHARS);
    },
    unanswered(form, reason) {
      const intent = screen.read(form);
      const failure = screen.failure(intent);
      const joined = /[.!?]$/.test(failure) ? `${failure} ${reason}` : `${failure}. ${reason}`;
      return { intent, ok: false, message: reason ? joined : failure };
    },
  };
  return screen;
}

/**
 * The props of a hidden input naming an intent: `<input {...intentField(x.intents.save)} />`.
 * Typed by the caller's screen through the name's literal type.
 */
export function intentField<N extends string>(
  name: N,
): {
  type: 'hidden';
  name: typeof INTENT_FIELD;
  value: N;
} {
  return { type: 'hidden', name: INTENT_FIELD, value: name };
}

/**
 * A route's `clientAction` answer when the server gave none: the screen stays, the toast names
 * the action that failed, then what happened when the caller knows (`reason`).
 * `guardAction(args, noAnswer(settingsScreen))`. A method of the screen, so the admin shell
 * (`adminTab()`) answers for every screen without loading this module.
 */
export function noAnswer<T extends IntentDecls>(
  screen: AdminScreen<T>,
): (form: FormData, reason?: string) => AdminActionResult {
  return (form, reason) => screen.unanswered(form, reason);
}
