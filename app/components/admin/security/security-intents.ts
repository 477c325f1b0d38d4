import { defineAdminScreen } from '#app/lib/admin-intents.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';

const failed = adminMessages.securityUpdateFailed;

/** /admin/security: the second factor, the sign-in's e-mail and password, every session. */
export const securityScreen = defineAdminScreen(
  {
    totpStart: failed,
    totpConfirm: failed,
    totpDisable: failed,
    changeCredentials: failed,
    signOutEverywhere: failed,
  },
  { unknownFailure: failed },
);
