import { defineAdminScreen } from '#app/lib/admin-intents.ts';
import { postActionMessages as m } from '#app/lib/messages/post-actions.ts';

/**
 * The Posts screens' actions (issue 40): a draft saved (created on its first save), published, taken off the site,
 * a version restored, a finished job written up. Each is a thin adapter over app/server/posts' commands.
 */
export const postsScreen = defineAdminScreen({
  save: m.saveFailed,
  publish: m.publishFailed,
  unpublish: m.unpublishFailed,
  restore: m.restoreFailed,
  /** From a finished job's lead card: a draft about the job (answered with the draft's page). */
  writeUp: m.writeUpFailed,
});
