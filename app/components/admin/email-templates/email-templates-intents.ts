import { defineAdminScreen } from '#app/lib/admin-intents.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';

/** The e-mail template editors (confirmation and review request). */
export const templateScreen = defineAdminScreen(
  {
    save: adminMessages.templateSaveFailed,
    reset: adminMessages.templateSaveFailed,
    test: adminMessages.testEmailFailed,
  },
  { defaultIntent: 'save' },
);
