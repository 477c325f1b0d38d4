import { defineAdminScreen } from '#app/lib/admin-intents.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { estimateActionFailures } from '#app/lib/messages/estimate-actions.ts';

/** /admin/submissions, the inbox: what the owner does with a lead from its card. */
export const submissionsScreen = defineAdminScreen({
  status: adminMessages.updateStatusFailed,
  delete: adminMessages.deleteSubmissionFailed,
  restore: adminMessages.restoreFailed,
  note: adminMessages.noteFailed,
  resend: adminMessages.resendFailed,
  review: adminMessages.updateStatusFailed,
  jobValue: bookingMessages.jobValueFailed,
  // The lead's visit (issue 37): the Schedule's own handlers, under the card's names.
  visitBook: bookingMessages.bookFailed,
  visitMove: bookingMessages.moveFailed,
  visitCancel: bookingMessages.cancelFailed,
  // Estimates on the lead (issue 39): est-core's commands, under the card's names.
  estimateSave: estimateActionFailures.saveFailed,
  estimateSend: estimateActionFailures.sendFailed,
  estimateDuplicate: estimateActionFailures.duplicateFailed,
  estimateVoid: estimateActionFailures.voidFailed,
  estimateDeposit: estimateActionFailures.depositFailed,
  leadLost: estimateActionFailures.lostFailed,
});

/**
 * The note form's key for what was typed (a new one whenever the text changes): the same form
 * sent twice stores one note.
 */
export const noteKeyField = 'noteKey';
