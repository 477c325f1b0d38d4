import { adminMessages } from './messages/admin.ts';
import { bookingMessages } from './messages/booking.ts';
import { estimateActionFailures } from './messages/estimate-actions.ts';
import { estimateSettingsMessages, priceBookMessages } from './messages/price-book.ts';
import type { AdminActionResult } from './admin-action.ts';

/**
 * The admin screens' actions, named once. A form names its action with the `intent` field; the
 * route's action (`app/server/admin-actions.ts`) dispatches on it. Forms take the name from here
 * (`securityScreen.intents.totpStart`), so a misspelt or removed action fails typecheck instead
 * of posting a name the server does not know. Isomorphic: the routes' `clientAction` reads the
 * failure toast from here when the server gives no answer.
 */

/** One action of a screen: the name its form posts and the spec's toast when it fails. */
export interface IntentDecl {
  readonly name: string;
  readonly failure: string;
}

export type IntentNames<T extends Record<string, IntentDecl>> = T[keyof T]['name'];

export interface AdminScreen<T extends Record<string, IntentDecl>> {
  /** Typed names for the forms: `<input type="hidden" name="intent" value={x.intents.save} />`. */
  readonly intents: { readonly [K in keyof T]: T[K]['name'] };
  /** The intent a form posts when it names none (a form submitted without its button). */
  readonly defaultIntent: IntentNames<T> | undefined;
  /** The spec's failure toast for a name (the default intent's for one this screen lacks). */
  failure(name: string): string;
  /** Whether `name` is one of this screen's intents. */
  has(name: string): name is IntentNames<T>;
  /** The name the form posts (its `intent` field, capped), the default when it has none. */
  read(form: FormData): string;
}

/** The field every admin form names its action with. */
export const INTENT_FIELD = 'intent';

/** Longest intent name a form may post; anything longer is not one of ours. */
const MAX_INTENT_CHARS = 64;

export function defineAdminScreen<const T extends Record<string, IntentDecl>>(
  decls: T,
  options: { defaultIntent?: NoInfer<IntentNames<T>>; unknownFailure?: string } = {},
): AdminScreen<T> {
  const intents = Object.fromEntries(
    Object.entries(decls).map(([key, decl]) => [key, decl.name]),
  ) as { readonly [K in keyof T]: T[K]['name'] };
  const failures = new Map<string, string>(Object.values(decls).map((d) => [d.name, d.failure]));
  const fallback =
    options.unknownFailure ??
    (options.defaultIntent ? failures.get(options.defaultIntent) : undefined) ??
    Object.values(decls)[0]?.failure ??
    '';
  return {
    intents,
    defaultIntent: options.defaultIntent,
    failure: (name) => failures.get(name) ?? fallback,
    has: (name): name is IntentNames<T> => failures.has(name),
    read(form) {
      const value = form.get(INTENT_FIELD);
      if (typeof value !== 'string' || value === '') return options.defaultIntent ?? '';
      return value.slice(0, MAX_INTENT_CHARS);
    },
  };
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

export const securityScreen = defineAdminScreen(
  {
    totpStart: { name: 'totp-start', failure: adminMessages.securityUpdateFailed },
    totpConfirm: { name: 'totp-confirm', failure: adminMessages.securityUpdateFailed },
    totpDisable: { name: 'totp-disable', failure: adminMessages.securityUpdateFailed },
    changeCredentials: {
      name: 'change-credentials',
      failure: adminMessages.securityUpdateFailed,
    },
    signOutEverywhere: {
      name: 'sign-out-everywhere',
      failure: adminMessages.securityUpdateFailed,
    },
  },
  { unknownFailure: adminMessages.securityUpdateFailed },
);

export const settingsScreen = defineAdminScreen(
  {
    save: { name: 'save', failure: adminMessages.updateSettingsFailed },
    reviews: { name: 'reviews', failure: adminMessages.updateSettingsFailed },
    retention: { name: 'retention', failure: adminMessages.retentionFailed },
    booking: { name: 'booking', failure: bookingMessages.settingsSaveFailed },
    // Issue 39: the price book's items and the estimate settings.
    priceAdd: { name: 'price-add', failure: priceBookMessages.addFailed },
    priceSave: { name: 'price-save', failure: priceBookMessages.saveFailed },
    priceRemove: { name: 'price-remove', failure: priceBookMessages.removeFailed },
    estimates: { name: 'estimates', failure: estimateSettingsMessages.saveFailed },
  },
  { defaultIntent: 'save' },
);

/** The Schedule tab (issue 30): the owner moves or cancels a visit, or rotates the feed URL. */
export const scheduleScreen = defineAdminScreen({
  move: { name: 'move', failure: bookingMessages.moveFailed },
  cancel: { name: 'cancel', failure: bookingMessages.cancelFailed },
  rotateFeed: { name: 'rotate-feed', failure: bookingMessages.rotateFailed },
});

export const imagesScreen = defineAdminScreen({
  add: { name: 'add', failure: adminMessages.addPlaceholderFailed },
  assign: { name: 'assign', failure: adminMessages.mappingUpdateFailed },
  populate: { name: 'populate', failure: adminMessages.randomizeFailed },
  undoPopulate: { name: 'undo-populate', failure: adminMessages.undoPopulateFailed },
  delete: { name: 'delete', failure: adminMessages.imageDeleteFailed },
});

export const submissionsScreen = defineAdminScreen({
  status: { name: 'status', failure: adminMessages.updateStatusFailed },
  delete: { name: 'delete', failure: adminMessages.deleteSubmissionFailed },
  restore: { name: 'restore', failure: adminMessages.restoreFailed },
  note: { name: 'note', failure: adminMessages.noteFailed },
  resend: { name: 'resend', failure: adminMessages.resendFailed },
  review: { name: 'review', failure: adminMessages.updateStatusFailed },
  jobValue: { name: 'job-value', failure: bookingMessages.jobValueFailed },
  // The lead's visit (issue 37): the Schedule's own handlers, under the card's names.
  visitBook: { name: 'visit-book', failure: bookingMessages.bookFailed },
  visitMove: { name: 'visit-move', failure: bookingMessages.moveFailed },
  visitCancel: { name: 'visit-cancel', failure: bookingMessages.cancelFailed },
  // Estimates on the lead (issue 39): est-core's commands, under the card's names.
  estimateSave: { name: 'estimate-save', failure: estimateActionFailures.saveFailed },
  estimateSend: { name: 'estimate-send', failure: estimateActionFailures.sendFailed },
  estimateDuplicate: {
    name: 'estimate-duplicate',
    failure: estimateActionFailures.duplicateFailed,
  },
  estimateVoid: { name: 'estimate-void', failure: estimateActionFailures.voidFailed },
  estimateDeposit: { name: 'estimate-deposit', failure: estimateActionFailures.depositFailed },
  leadLost: { name: 'lead-lost', failure: estimateActionFailures.lostFailed },
});

/** The e-mail template editors (confirmation and review request). */
export const templateScreen = defineAdminScreen(
  {
    save: { name: 'save', failure: adminMessages.templateSaveFailed },
    reset: { name: 'reset', failure: adminMessages.templateSaveFailed },
    test: { name: 'test', failure: adminMessages.testEmailFailed },
  },
  { defaultIntent: 'save' },
);

/**
 * The Site editor (issue 15; issue 29 moved its writes here from the JSON API): the draft's
 * autosave, publish, a version restored, a file imported. Each sends the version its edits are
 * based on (`ifMatch`); the editor words the answers itself (a stale version is its conflict).
 */
export const siteScreen = defineAdminScreen({
  draft: { name: 'draft', failure: adminMessages.siteDraftFailed },
  publish: { name: 'publish', failure: adminMessages.sitePublishFailed },
  /** What a publish would do (the booked visits it closes), asked before its confirmation. */
  review: { name: 'review', failure: adminMessages.sitePublishFailed },
  restore: { name: 'restore', failure: adminMessages.siteRestoreFailed },
  import: { name: 'import', failure: adminMessages.siteImportFailed },
});

/** The sign-in gate's two steps (the layout route's action; its answers are its own). */
export const signInIntents = {
  password: 'sign-in',
  secondFactor: 'second-factor',
  /** The one-time link of the "account under attack" e-mail (issue 27). */
  signInLink: 'use-sign-in-link',
} as const;

/**
 * A route's `clientAction` answer when the server gave none: the screen stays, the toast names
 * the action that failed, then what happened when the caller knows (`reason`).
 * `guardAction(args, noAnswer(settingsScreen))`.
 */
export function noAnswer<T extends Record<string, IntentDecl>>(
  screen: AdminScreen<T>,
): (form: FormData, reason?: string) => AdminActionResult {
  return (form, reason) => {
    const intent = screen.read(form);
    const failure = screen.failure(intent);
    const joined = /[.!?]$/.test(failure) ? `${failure} ${reason}` : `${failure}. ${reason}`;
    return { intent, ok: false, message: reason ? joined : failure };
  };
}
