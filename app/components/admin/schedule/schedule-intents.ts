import { defineAdminScreen } from '#app/lib/admin-intents.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';

/** The Schedule tab (issue 30): the owner moves or cancels a visit, or rotates the feed URL. */
export const scheduleScreen = defineAdminScreen({
  move: bookingMessages.moveFailed,
  cancel: bookingMessages.cancelFailed,
  rotateFeed: bookingMessages.rotateFailed,
});
