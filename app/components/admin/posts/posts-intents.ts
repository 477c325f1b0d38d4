import { defineAdminScreen } from '#app/lib/admin-intents.ts';
import { postActionMessages as m } from '#app/lib/messages/post-actions.ts';

/**
 * The Posts screens' actions (issue 40): a draft saved (created on its first save), published, taken off the site,
 * a version restored, a finished job written up. Each is a thin adapter over app/server/posts' commands. A module of its
 * own (not admin-intents.ts, which every screen loads) so only the Posts screens carry its words.
 */
export const postsScreen = defineAdminScreen({
  save: { name: 'save', failure: m.saveFailed },
  publish: { name: 'publish', failure: m.publishFailed },
  unpublish: { name: 'unpublish', failure: m.unpublishFailed },
  restore: { name: 'restore', failure: m.restoreFailed },
  /** From a finished job's lead card: a draft about the job (answered with the draft's page). */
  writeUp: { name: 'write-up', failure: m.writeUpFailed },
});
