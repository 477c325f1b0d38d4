import { defineAdminScreen } from '#app/lib/admin-intents.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';

/** /admin/images: the placeholder slots, their images, and the uploads. */
export const imagesScreen = defineAdminScreen({
  add: adminMessages.addPlaceholderFailed,
  assign: adminMessages.mappingUpdateFailed,
  populate: adminMessages.randomizeFailed,
  undoPopulate: adminMessages.undoPopulateFailed,
  delete: adminMessages.imageDeleteFailed,
});
