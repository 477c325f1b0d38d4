import { limits } from './limits.ts';
/** What every dashboard action answers: the toast to show, and whether anything changed. */
export interface AdminActionResult {
  intent: string;
  ok: boolean;
  message: string;
  /** The form field the message is about, for its error text. */
  field?: string | undefined;
  /** Each refused field's own message (a value over its cap, a malformed one). */
  fieldErrors?: Record<string, string> | undefined;
}

/**
 * The error a form's field shows after an answer: its own refusal (`fieldErrors`: over its cap,
 * malformed), else the answer's message when the answer is about that field.
 */
export function fieldError(
  result: AdminActionResult | undefined,
  name: string,
): string | undefined {
  if (!result || result.ok) return undefined;
  return result.fieldErrors?.[name] ?? (result.field === name ? result.message : undefined);
}

export function isAdminActionResult(value: unknown): value is AdminActionResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AdminActionResult).ok === 'boolean' &&
    typeof (value as AdminActionResult).message === 'string'
  );
}

/**
 * A failed action changed nothing: reloading every loader would only repeat the failure (and,
 * with the database down, turn a toast into an error page). Routes use this in
 * `shouldRevalidate`.
 */
export function isFailedAdminAction(value: unknown): boolean {
  return isAdminActionResult(value) && !value.ok;
}

/**
 * The sign-in form's refusal (`{ error }`). The server answers those with an error status (no
 * reload anyway); one made in the browser when the request got no answer comes with none.
 */
function isRefusedSignIn(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}

/** The admin routes' `shouldRevalidate`: nothing to reload after a failed action. */
export function skipRevalidationAfterFailure(args: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  return isFailedAdminAction(args.actionResult) || isRefusedSignIn(args.actionResult)
    ? false
    : args.defaultShouldRevalidate;
}

/** The template editors' `shouldRevalidate`: the editor holds the text, a reload would reset it. */
export function keepEditorAfterAction(args: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  return args.actionResult ? false : args.defaultShouldRevalidate;
}

/**
 * One text field of a posted form, cut at `max` (missing or a file: empty). For the sign-in and
 * setup forms, whose answers are their own; the dashboard screens parse with their intents'
 * schemas (`app/server/admin-actions.ts`).
 */
export function formText(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** A sign-in or setup field, cut at the cap unread (argon2 of megabytes is a DoS). */
export function credentialText(form: FormData, name: string): string {
  return formText(form, name, limits.auth.maxInputChars);
}
