import { defineAdminScreen } from './admin-intents.ts';
import { postEditorMessages as m } from './messages/post-editor.ts';

/**
 * The Posts screens' actions (issue 40): a draft saved (created on its first save), published, taken off the site,
 * a version restored. Each is a thin adapter over app/server/posts' commands. A module of its
 * own (not admin-intents.ts, which every screen loads) so only the Posts screens carry its words.
 */
export const postsScreen = defineAdminScreen({
  save: { name: 'save', failure: m.saveFailed },
  publish: { name: 'publish', failure: m.publishFailed },
  unpublish: { name: 'unpublish', failure: m.unpublishFailed },
  restore: { name: 'restore', failure: m.restoreFailed },
});
