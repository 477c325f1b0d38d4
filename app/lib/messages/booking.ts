/**
 * Every booking text (issue 30): the visitor's picker and page, the e-mails, the customer's
 * manage page and the owner's Schedule, in one place.
 */

import { bookingVisitorMessages } from './booking-visitor.ts';

export const bookingMessages = {
  ...bookingVisitorMessages,
  contactHasVisits:
    'This e-mail address or phone number already has as many visits booked as we take online. To change one, use the link in its confirmation e-mail, or call us. You can still send this request without a time.',
  addressBookingLimit:
    'Too many visits were booked from this connection in the last hour. Send this request without a time, or call us, and we will arrange the visit with you.',
  burstAlertSubject: (count: number, minutes: number) =>
    `Bookings are coming in a burst: ${count} in ${minutes} minutes`,
  burstAlertText: (count: number, minutes: number, scheduleUrl: string) =>
    `${count} requests to book a visit came in online within ${minutes} minutes, far more than usual.\n\nUntil ${minutes} minutes have passed, the next bookings send you no e-mail each; every one is in the Schedule and the inbox:\n${scheduleUrl}\n\nIf they are not real customers, cancel them there: their windows open again.\n`,
  emergencyNotBooked:
    'Emergency service is not booked online: call us now and we will come as soon as we can.',
  // E-mails
  confirmationSubject: (businessName: string, when: string) =>
    `Your visit with ${businessName}: ${when}`,
  confirmationText: (name: string, when: string, address: string, manageUrl: string) =>
    `Hi${name ? ` ${name}` : ''},\n\nYour visit is booked for ${when} (Eastern time)${address ? ` at ${address}` : ''}.\nThe event is attached: add it to your calendar.\n\nNeed another time, or to cancel? Use your private link:\n${manageUrl}\n`,
  movedSubject: (businessName: string, when: string) =>
    `Your visit with ${businessName} moved: ${when}`,
  movedText: (name: string, when: string, manageUrl: string) =>
    `Hi${name ? ` ${name}` : ''},\n\nYour visit is now ${when} (Eastern time). The updated event is attached.\n\nYour private link to change or cancel it:\n${manageUrl}\n`,
  cancelledSubject: (businessName: string, when: string) =>
    `Your visit with ${businessName} is cancelled: ${when}`,
  cancelledText: (name: string, when: string, phone: string) =>
    `Hi${name ? ` ${name}` : ''},\n\nYour visit on ${when} (Eastern time) is cancelled. Reply to this e-mail or call us at ${phone} to arrange another time.\n`,
  reminderSubject: (businessName: string, when: string) =>
    `Reminder: your visit with ${businessName} tomorrow, ${when}`,
  reminderText: (name: string, when: string, address: string, manageUrl: string) =>
    `Hi${name ? ` ${name}` : ''},\n\nA reminder: we visit you tomorrow, ${when} (Eastern time)${address ? `, at ${address}` : ''}.\n\nNeed another time, or to cancel? ${manageUrl}\n`,
  ownerAlertSubject: (name: string, when: string) => `New booking: ${name}, ${when}`,
  ownerAlertText: (name: string, when: string, service: string, town: string, leadUrl: string) =>
    `${name} booked a visit: ${when} (Eastern time).\nService: ${service}\nTown: ${town}\n\n${leadUrl}\n`,
  ownerRescheduledSubject: (name: string, when: string) => `Booking moved: ${name}, now ${when}`,
  ownerRescheduledText: (
    name: string,
    from: string,
    to: string,
    service: string,
    town: string,
    leadUrl: string,
  ) =>
    `${name} moved the visit from ${from} to ${to} (Eastern time).\nService: ${service}\nTown: ${town}\n\n${leadUrl}\n`,
  ownerCancelledSubject: (name: string, when: string) => `Booking cancelled: ${name}, ${when}`,
  ownerCancelledText: (
    name: string,
    when: string,
    service: string,
    town: string,
    leadUrl: string,
  ) =>
    `${name} cancelled the visit of ${when} (Eastern time).\nService: ${service}\nTown: ${town}\n\n${leadUrl}\n`,
  pushTitle: 'New booking',
  pushBody: (when: string) => `A visit was booked: ${when}`,
  eventSummary: (businessName: string, service: string) => `${businessName}: ${service} visit`,
  eventDescription: (manageUrl: string) => `Change or cancel: ${manageUrl}`,
  ownerEventSummary: (name: string, service: string) => `${service}: ${name}`,
  // The customer's manage page (/visit/<token>)
  manageTitle: 'Your visit',
  manageNotFound: 'This visit link is not valid. It may have been replaced by a newer e-mail.',
  manageCancelled: 'This visit is cancelled.',
  manageMove: 'Move to this time',
  manageCancel: 'Cancel the visit',
  managePast: 'This visit has passed.',
  /** The visit page's 429: moved too often from the link today (serverLimits.booking). */
  manageTooManyMoves:
    'This visit was moved several times today, so it can no longer be moved online. Call us to change it.',
  moved: (when: string) =>
    `Moved. Your visit is now ${when}. An updated event is on its way by e-mail.`,
  cancelled: 'Your visit is cancelled. A cancellation is on its way by e-mail.',
  /** The visit page's 409 (issue 37): the quote form's words spoke of details kept, here none. */
  manageWindowTaken:
    'Sorry, that time was just taken or is no longer open. Pick another time below.',
  /** The visit page asks before it cancels (issue 37: one tap cancelled), with or without JS. */
  manageCancelConfirm: (when: string) =>
    `Cancel your visit on ${when}? A cancellation is sent to you by e-mail.`,
  manageCancelYes: 'Yes, cancel the visit',
  manageCancelKeep: 'No, keep the visit',
  // The owner
  scheduleTitle: 'Schedule',
  notBooked: 'This lead has no booked visit.',
  jobValueInvalid: 'Enter the amount in dollars and cents, e.g. 249.99 (up to $1,000,000).',
  settingsInvalid: 'Check the booking settings: each window must end after it starts.',
  windowsFormat:
    'Write the times like 8-12, 1-5 or 8:30am-12pm, separated by commas (without am or pm, 1 to 6 means the afternoon; 24-hour times like 13:00 work too). Leave the day empty when closed.',
  leadTimeFormat: 'Write the hours ahead like 2, 1.5 or 1:30 (hours:minutes).',
  settingsSaved: 'Booking settings saved',
  feedRotated: 'A new calendar link was made. The old one no longer works.',
  // The screens (picker, booking page, Schedule, Settings)
  bookPageTitle: 'Book a visit',
  bookPageIntro:
    'Pick one of the open times below and tell us about the job. You get a confirmation by e-mail with the visit for your calendar.',
  manageMoveTitle: 'Move to another time',
  manageCall: 'Questions? Call us:',
  noWindowsToMove: 'No other open times right now. Call us to arrange one.',
  scheduleIntro:
    'Booked visits, today first. The customer is e-mailed when you move or cancel one.',
  scheduleEmpty: 'No visits booked yet.',
  loadScheduleFailed: 'Failed to load the schedule',
  today: 'Today',
  openLead: 'Open the lead',
  move: 'Move',
  moveTo: 'Move to',
  moveConfirm: 'Move the visit',
  cancelVisit: 'Cancel visit',
  /** The cancel dialog's way out: "Cancel" beside "Cancel visit" read as the same thing. */
  keepVisit: 'Keep visit',
  cancelVisitTitle: 'Cancel the visit',
  confirmCancel: (name: string, when: string) =>
    `Cancel ${name}'s visit on ${when}? They are e-mailed the cancellation.`,
  ownerMoved: (when: string) => `Moved to ${when}. The customer is e-mailed the updated event.`,
  ownerCancelled: (when: string) =>
    `Cancelled the visit on ${when}. The customer is e-mailed the cancellation.`,
  ownerWindowTaken: 'That time is no longer open. Pick another.',
  /** The owner's cancel of a visit that has ended: the customer would hear of it after the fact. */
  ownerCancelPast: 'This visit is over, so it was not cancelled and the customer was not e-mailed.',
  // The lead card's visit (issue 37)
  visitHeading: 'Visit',
  visitBooked: 'Booked',
  visitCancelledStatus: 'Cancelled',
  visitPast: 'Past',
  bookVisit: 'Book a visit',
  bookPick: 'Time of the visit',
  bookConfirm: 'Book the visit',
  windowsLoading: 'Loading the open times…',
  windowsFailed: 'The open times could not be loaded. Check your connection and try again.',
  noWindowsToBook: 'No open times right now. Change the booking settings to offer more.',
  ownerBooked: (when: string) =>
    `Booked for ${when}. The customer is e-mailed the confirmation with the event.`,
  alreadyBooked: 'This lead already has a booked visit: move it instead.',
  bookFailed: 'Failed to book the visit',
  /** The delete dialog names the visit that goes with the lead. */
  deleteCancelsVisit: (when: string) =>
    `Its visit on ${when} is cancelled and the customer is e-mailed the cancellation.`,
  // The Schedule's card
  directions: 'Directions',
  callCustomer: (phone: string) => `Call ${phone}`,
  feedCopy: 'Copy link',
  feedCopied: 'Copied',
  moveFailed: 'Failed to move the visit',
  cancelFailed: 'Failed to cancel the visit',
  rotateFailed: 'Failed to make a new calendar link',
  feedTitle: 'Calendar feed',
  feedHelp:
    'Subscribe to this private link from Google Calendar or Apple Calendar to see every upcoming visit. Anyone with the link can read it: make a new one if it was shared by mistake.',
  feedUrlLabel: 'Private calendar link',
  feedRotate: 'Make a new link',
  feedRotateQuestion: 'Make a new calendar link? The old one stops working at once.',
  // The Settings card's words (SettingsCard's copy)
  settingsCard: {
    heading: 'Online booking',
    help: 'The times visitors may book, per day ("8-10, 10-12, 1-3" or "8am-12pm"; empty: closed). Only times inside the opening hours in the Site content are offered: a closed day, a holiday closure or shorter special hours close the matching times.',
    save: 'Save booking settings',
  },
  closedPlaceholder: 'Closed',
  capacityLabel: 'Visits per time (crews)',
  leadTimeLabel: 'Bookable from (hours ahead, e.g. 2 or 1:30)',
  horizonLabel: 'Bookable up to (days ahead)',
  settingsSaveFailed: 'Failed to save the booking settings',
  jobValueLabel: 'What the job earned',
  jobValueHelp: 'Optional. Insights adds it up by page, source, device and city.',
  jobValueSave: 'Save amount',
  jobValueSaved: 'Job value saved',
  jobValueFailed: 'Failed to save the job value',
} as const;
