/**
 * The admin messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */
import { groupDigits } from '../number-text.ts';

export const adminMessages = {
  title: 'Admin Dashboard',
  loadSubmissionsFailed: 'Failed to load submissions',
  loadSettingsFailed: 'Failed to load settings',
  updateStatusFailed: 'Failed to update status',
  statusUpdated: 'Status updated successfully',
  deleteSubmissionFailed: 'Failed to delete submission',
  /** Issue 39: a lead with a signed estimate keeps the record of what the customer accepted. */
  deleteSignedRefused:
    'This lead has a signed estimate, so it is kept as the record of what the customer accepted. Mark it closed or lost instead.',
  submissionDeleted: 'Submission deleted successfully',
  settingsUpdated: 'Settings updated successfully. Use the new credentials for future logins.',
  authUpdateFailed: (reason: string) => `Authentication update failed: ${reason}`,
  updateSettingsFailed: 'Failed to update settings',
  templateSaved: 'Email template saved successfully',
  templateSaveFailed: 'Failed to save email template',
  templateReset: 'Template reset to default',
  addPlaceholderFailed: 'Failed to add placeholder',
  mappingUpdated: 'Mapping updated',
  mappingUpdateFailed: 'Failed to update mapping',
  noUploadedImages: 'No uploaded images to choose from',
  randomized: 'Randomized all placeholders',
  randomizeFailed: 'Failed to randomize',
  imageDeleted: 'Image deleted successfully',
  imageDeleteFailed: 'Failed to delete image',
  /**
   * Beyond the spec: an image a post or the gallery still shows is kept (deleted, the live page
   * showed a broken image, or every later Site publish was refused over the gallery's photo).
   */
  imageInUse: (places: readonly string[]) =>
    `This image is still used by ${places.join(', ')}. Take it out there first, then delete it.`,
  imageUsePost: (title: string) => `the post “${title}”`,
  imageUseGallery: (title: string) => `the gallery photo “${title}”`,
  noSubmissions: 'No submissions found for the selected filter.',
  // Beyond the spec (issue 6): the dashboard's own feedback.
  restoreDone: 'Lead restored: its notifications are on their way',
  restoreFailed: 'Failed to restore the lead',
  /** A status or amount change to a spam lead (issue 38): Restore comes first. */
  leadHeldAsSpam: 'This lead is held as spam: restore it first, then change it',
  noteAdded: 'Note added',
  noteFailed: 'Failed to add the note',
  noteEmpty: 'Write a note first',
  resendQueued: 'E-mail queued to be sent again',
  resendFailed: 'Failed to queue the e-mail again',
  testEmailQueued: (address: string) => `Test e-mail queued to ${address}`,
  testEmailFailed: 'Failed to queue the test e-mail',
  retentionSaved: 'Retention setting saved',
  retentionFailed: 'Failed to save the retention setting',
  loadImagesFailed: 'Failed to load images',
  loadAuditFailed: 'Failed to load the audit log',
  placeholderAdded: (key: string) => `Placeholder ${key} added`,
  noSpam: 'No spam. Leads held back as spam show up here.',
  confirmDeleteSubmission: 'Delete this submission? This cannot be undone.',
  confirmDeleteImage: 'Delete this image? Placeholders that use it go back to their default image.',
  // Issue 13: Populate Randomly asks first and can be undone; a lost connection keeps the screen.
  confirmPopulate: (slots: number) =>
    `Replace the images of all ${slots} image slots of the website (home page, gallery, city pages…) with random uploaded images? You can undo this afterwards.`,
  populateUndo: 'Undo',
  undoPopulateLabel: 'Undo Populate Randomly',
  populateUndone: 'Image slots restored to what they showed before',
  undoPopulateFailed: 'Failed to undo Populate Randomly',
  securityUpdateFailed: 'Failed to update security settings',
  // Issue 29: the Site editor's actions (its toasts are its own, app/lib/site-editor-messages.ts).
  siteDraftFailed: 'Failed to save the draft',
  sitePublishFailed: 'Failed to publish the site content',
  siteRestoreFailed: 'Failed to restore that version',
  siteImportFailed: 'Failed to import the file',
  // Beyond the spec (issue 14): a crafted or stale form.
  unknownAction: 'This screen does not know that action. Reload the page and try again.',
  fieldTooLong: (max: number) => `Too long: at most ${max} characters`,
  // Issue 27: a save that got no usable answer says what happened (after the action's toast).
  failedOffline: 'This device is offline: nothing was sent. Try again once it is back online.',
  failedNoAnswer: 'No answer from the server: the connection dropped. Try again.',
  failedServerError: (status: number) =>
    `The server answered with an error (${status}). Try again in a moment.`,
  failedUnreadable: 'The server’s answer could not be read. Try again.',
  signOutFailed: 'Failed to sign out. Check your connection and try again.',
  screenFailed: 'This screen could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  // The lead card's sections are downloaded when first opened (issue 13).
  sectionLoading: 'Loading…',
  sectionFailed:
    'This section could not be loaded. Check your connection, then close and open it again.',
  // The inbox shows its first leads and the rest on demand (issue 28).
  showMore: 'Show more',
  moreLoading: 'Loading more leads…',
  moreFailed: 'More leads could not be loaded. Check your connection and try again.',
  // Issue 37: a note not yet added stays on this device until it is added or discarded.
  noteKept: 'This note is not saved yet. It is kept on this device until you add or discard it.',
  noteDiscard: 'Discard',
  notesKept: (count: number) =>
    count === 1
      ? 'A note you had not added yet is kept on this device.'
      : `${count} notes you had not added yet are kept on this device.`,
  noteKeptOpen: (name: string) => `Open the note for ${name}`,
  // Issue 37: Reset to Default replaced the saved template without asking.
  confirmResetTemplate:
    'Replace this template with the default? The template you saved is lost; this cannot be undone.',
  confirmResetTemplateYes: 'Reset',
  // The same words as the Site editor's text boxes: a paste is taken whole and counted.
  noteLength: (count: number, max: number) =>
    count > max
      ? `${groupDigits(count)} / ${groupDigits(max)} characters: ${groupDigits(count - max)} too many`
      : `${groupDigits(count)} / ${groupDigits(max)} characters`,
  /**
   * A lead card's delivery log names each outbox row by its kind (issue 37): one label per
   * kind of `outbox.kind`; app/server/dashboard/delivery-log.ts fails typecheck when a
   * kind has none.
   */
  outboxKinds: {
    owner_notification: 'Notification to you',
    customer_confirmation: 'Confirmation to the customer',
    security_alert: 'Security alert to you',
    push_alert: 'Alert to your device',
    review_request: 'Review request to the customer',
    visit_confirmation: 'Visit confirmation to the customer',
    visit_update: 'Visit change or cancellation to the customer',
    visit_reminder: 'Visit reminder to the customer',
    estimate_sent: 'Estimate to the customer',
    estimate_accepted: 'Signed estimate to the customer',
    estimate_owner: 'Estimate accepted, to you',
    estimate_reminder: 'Estimate reminder to the customer',
  },
} as const;
