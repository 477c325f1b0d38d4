/**
 * The owner's Site editor (issue 15): not in the spec, written for it. Its own module, re-exported
 * by ./messages.ts, so the texts ride with the editor's chunk instead of every admin screen's
 * (the `messages` object is one value: all of it ships wherever one message is used).
 */
// Counts without Intl: building the first Intl object was a long task in the editor's hydration.
import { groupDigits } from './number-text.ts';

export const siteEditorMessages = {
  // Issue 40: town pages the owner adds.
  townAddTitle: 'Add a town you now serve',
  townAddHint:
    'The new page gets its own address, joins the Locations list and the sitemap once you publish, and starts empty: write what is true of this town.',
  townName: 'Name of the new town',
  townState: 'State of the new town',
  townNear: 'Closest town you already serve',
  townNearHint: 'Its map position is copied as a start; correct it below if you can.',
  townAddress: (path: string) => `Page address: ${path}`,
  townAdd: 'Add town page',
  townRemove: 'Remove this town page',
  townTaken: (label: string) => `${label} already has a page.`,
  townNameNeeded: 'Type the town’s name (letters or digits).',
  townTestimonialAdd: 'Add a testimonial',
  townTestimonialRemove: 'Remove the testimonial',
  townNoTestimonial: 'No testimonial on this page.',
  townSimilar: (page: string, other: string, percent: number) =>
    `${page} reads too much like ${other}: ${percent}% of its five-word phrases are the same. Search engines treat near-identical town pages as doorway pages; write what is true of this town.`,
  loading: 'Loading the site content…',
  loadFailed: 'Failed to load the site content. Check your connection and try again.',
  signedOut: 'Your session has ended. Sign in again; your edits are kept on this device.',
  draftSaved: 'Draft saved',
  draftSaving: 'Saving draft…',
  draftSaveFailed:
    'The draft could not be saved to the server. Your edits are kept on this device and will be sent again.',
  draftInvalid:
    'Some fields need fixing before the draft can be saved to the server. Your edits are kept on this device.',
  unsaved: 'Edits not yet saved',
  keptOnDevice: 'Edits kept on this device',
  noChanges: 'No unpublished changes',
  unpublished: (count: number) =>
    count === 1 ? '1 unpublished change' : `${count} unpublished changes`,
  published: (version: string) => `Published: the site now shows version ${version}`,
  publishedCancelled: (version: string, cancelled: number) =>
    `Published: the site now shows version ${version}. ${cancelled === 1 ? '1 visit was' : `${cancelled} visits were`} cancelled and the ${cancelled === 1 ? 'customer is' : 'customers are'} e-mailed.`,
  publishedCancelFailed: (version: string, failed: number) =>
    `Published version ${version}, but ${failed === 1 ? '1 visit' : `${failed} visits`} could not be cancelled. Cancel ${failed === 1 ? 'it' : 'them'} in the Schedule.`,
  confirmTitle: 'Publish these changes?',
  confirmSections: 'What goes live, section by section',
  confirmVisits: 'Booked visits this closes',
  confirmVisitsHelp:
    'These visits fall on a day or at a time the new hours close. Choose for each one before publishing.',
  visitCancel: 'Cancel it and e-mail the customer',
  visitKeep: 'Keep it (move it later in the Schedule)',
  openSchedule: 'Open the Schedule',
  confirmPublish: 'Publish now',
  confirmBack: 'Back to editing',
  visitsUndecided:
    'Some booked visits fall on days or at times this publish closes, and no choice was made for them. Nothing was published; choose for each visit, then publish.',
  publishFailed:
    'Publishing failed: the server did not answer. Nothing was published; your edits are kept.',
  publishServerError: (status: number) =>
    `Publishing failed: the server answered with an error (${status}). Nothing was published; your edits are kept. Try again in a moment.`,
  invalid: (count: number) =>
    count === 1
      ? '1 field needs fixing before publishing. It is marked below.'
      : `${count} fields need fixing before publishing. They are marked below.`,
  conflict:
    'Someone published a newer version from another device while you were editing. Nothing was published and your edits are kept. Load the newer version and re-apply your changes, then publish again.',
  conflictReapply: 'Load the newer version and re-apply my changes',
  conflictDiff: 'Show what differs',
  conflictYours: (version: string) => `Your changes, compared with version ${version}`,
  conflictTheirs: (version: string) =>
    `Changed in version ${version}, not by you (kept when your changes are re-applied)`,
  reapplied: (version: string) =>
    `Your changes are applied on top of version ${version}. Check them, then publish.`,
  reapplyFailed: 'Failed to load the newer version. Check your connection and try again.',
  restoredLocal: 'Unsent edits from this device were restored.',
  discard: 'Discard my unpublished changes',
  discarded: 'Unpublished changes discarded',
  confirmDiscard:
    'Discard every unpublished change (on this device and in the draft) and go back to the published version?',
  historyLoadFailed: 'Failed to load the version history',
  compareFailed: 'Failed to load that version',
  confirmRestore: (version: string) =>
    `Make version ${version} the live site again? It is published as a new version; the current one stays in the history.`,
  restored: (version: string, newVersion: string) =>
    `Version ${version} restored: the site now shows version ${newVersion}`,
  restoreFailed: 'Failed to restore that version. Nothing changed.',
  noDifferences: 'No differences: this version shows the same content as the live site.',
  noTextDifferences:
    'The texts are the same as on the live site; this version differs in its images (see its summary).',
  previewVersion: 'Preview this version',
  importInvalidJson: 'This file is not a JSON export of the site content.',
  importInvalid: (count: number) =>
    count === 1
      ? 'The file was not imported: 1 field is invalid.'
      : `The file was not imported: ${count} fields are invalid.`,
  imported: (version: string) => `Imported: the site now shows version ${version}`,
  importFailed: 'Importing failed: the server did not answer. Nothing changed.',
  importServerError: (status: number) =>
    `Importing failed: the server answered with an error (${status}). Nothing changed; try again in a moment.`,
  previewFailed: 'The draft could not be saved, so the preview shows the last saved draft.',
  uploadsFailed: 'Failed to load the uploaded images',
  charCount: (count: number, max: number) =>
    count > max
      ? `${groupDigits(count)} / ${groupDigits(max)} characters: ${groupDigits(count - max)} too many`
      : `${groupDigits(count)} / ${groupDigits(max)} characters`,
} as const;
