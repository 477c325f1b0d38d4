import { defineAdminScreen } from '#app/lib/admin-intents.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { estimateSettingsMessages, priceBookMessages } from '#app/lib/messages/price-book.ts';

/** /admin/settings: the account, reviews, retention, booking, and (issue 39) the price book. */
export const settingsScreen = defineAdminScreen(
  {
    save: adminMessages.updateSettingsFailed,
    reviews: adminMessages.updateSettingsFailed,
    retention: adminMessages.retentionFailed,
    booking: bookingMessages.settingsSaveFailed,
    priceAdd: priceBookMessages.addFailed,
    priceSave: priceBookMessages.saveFailed,
    priceRemove: priceBookMessages.removeFailed,
    estimates: estimateSettingsMessages.saveFailed,
  },
  { defaultIntent: 'save' },
);
