import { defineAdminScreen } from '#app/lib/admin-intents.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';

/**
 * The Site editor (issue 15; issue 29 moved its writes here from the JSON API): the draft's
 * autosave, publish, a version restored, a file imported. Each sends the version its edits are
 * based on (`ifMatch`); the editor words the answers itself (a stale version is its conflict).
 */
export const siteScreen = defineAdminScreen({
  draft: adminMessages.siteDraftFailed,
  publish: adminMessages.sitePublishFailed,
  /** What a publish would do (the booked visits it closes), asked before its confirmation. */
  review: adminMessages.sitePublishFailed,
  restore: adminMessages.siteRestoreFailed,
  import: adminMessages.siteImportFailed,
});
