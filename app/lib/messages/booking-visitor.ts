/**
 * The booking texts the visitor's browser shows (issue 30): the quote form's visit picker and
 * the offline queue's word about a window that was gone. A module of their own, so the public
 * chunks carry these and not the e-mails' and the owner's texts; `bookingMessages`
 * (./booking.ts) includes them, so booking's texts are still read in one place.
 */
export const bookingVisitorMessages = {
  pickTitle: 'Pick a time for the visit',
  pickOptional: 'Optional: we will call to arrange a time if you do not pick one.',
  noWindows: 'No open times right now. Send the request and we will call to arrange a visit.',
  emergencyCall: 'Emergency? Do not book: call us now.',
  windowTaken:
    'Sorry, that time was just taken or is no longer open. Your details are kept: pick another time below.',
  windowInvalid: 'Pick one of the times offered.',
  bookedAs: (when: string) => `Your visit is booked: ${when}.`,
  queuedBookedWindowGone: (when: string) =>
    `Your request was sent, but ${when} was no longer open, so no visit is booked: we will call to arrange one.`,
  /** A queued booking refused for who was booking (issue 37), sent as a plain request. */
  queuedBookingRefused: (when: string, reason: 'contact' | 'address' | 'emergency') =>
    reason === 'emergency'
      ? 'Your request was sent, but emergency service is not booked online: call us now and we will come as soon as we can.'
      : reason === 'contact'
        ? `Your request was sent, but no visit is booked for ${when}: this e-mail address or phone number already has as many visits booked as we take online. We will call to arrange one.`
        : `Your request was sent, but no visit is booked for ${when}: too many visits were booked from this connection in the last hour. We will call to arrange one.`,
  pickLink: 'See the open times',
  noPreference: 'No time now: call me to arrange one',
  /** The picker's day list (issue 37: every day's windows at once were 1,674 px on a phone). */
  pickDay: 'Day',
  loading: 'Loading the open times…',
  loadFailed:
    'The open times could not be loaded. You can still send the request: we will call to arrange a visit.',
  retry: 'Try again',
} as const;
