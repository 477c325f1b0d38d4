/**
 * Every booking text (issue 30): the visitor's picker and page, the e-mails, the customer's
 * manage page and the owner's Schedule, in one place.
 */

export const bookingMessages = {
  pickTitle: 'Pick a time for the visit',
  pickOptional: 'Optional: we will call to arrange a time if you do not pick one.',
  noWindows: 'No open times right now. Send the request and we will call to arrange a visit.',
  emergencyCall: 'Emergency? Do not book: call us now.',
  emergencyNotBooked:
    'Emergency service is not booked online: call us now and we will come as soon as we can.',
  windowTaken:
    'Sorry, that time was just taken or is no longer open. Your details are kept: pick another time below.',
  windowInvalid: 'Pick one of the times offered.',
  bookedAs: (when: string) => `Your visit is booked: ${when}.`,
  queuedBookedWindowGone: (when: string) =>
    `Your request was sent, but ${when} was no longer open, so no visit is booked: we will call to arrange one.`,
  // E-mails
  confirmationSubject: (businessName: string, when: string) =>
    `Your visit with ${businessName}: ${when}`,
  confirmationText: (name: string, when: string, address: string, manageUrl: string) =>
    `Hi ${name},\n\nYour visit is booked for ${when} (Eastern time) at ${address}.\nThe event is attached: add it to your calendar.\n\nNeed another time, or to cancel? Use your private link:\n${manageUrl}\n`,
  movedSubject: (businessName: string, when: string) =>
    `Your visit with ${businessName} moved: ${when}`,
  movedText: (name: string, when: string, manageUrl: string) =>
    `Hi ${name},\n\nYour visit is now ${when} (Eastern time). The updated event is attached.\n\nYour private link to change or cancel it:\n${manageUrl}\n`,
  cancelledSubject: (businessName: string, when: string) =>
    `Your visit with ${businessName} is cancelled: ${when}`,
  cancelledText: (name: string, when: string) =>
    `Hi ${name},\n\nYour visit on ${when} (Eastern time) is cancelled. Reply to this e-mail or call us to arrange another time.\n`,
  reminderSubject: (businessName: string, when: string) =>
    `Reminder: your visit with ${businessName} tomorrow, ${when}`,
  reminderText: (name: string, when: string, address: string, manageUrl: string) =>
    `Hi ${name},\n\nA reminder: we visit you tomorrow, ${when} (Eastern time), at ${address}.\n\nNeed another time, or to cancel? ${manageUrl}\n`,
  ownerAlertSubject: (name: string, when: string) => `New booking: ${name}, ${when}`,
  ownerAlertText: (name: string, when: string, service: string, town: string, leadUrl: string) =>
    `${name} booked a visit: ${when} (Eastern time).\nService: ${service}\nTown: ${town}\n\n${leadUrl}\n`,
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
  moved: (when: string) =>
    `Moved. Your visit is now ${when}. An updated event is on its way by e-mail.`,
  cancelled: 'Your visit is cancelled. A cancellation is on its way by e-mail.',
  // The owner
  scheduleTitle: 'Schedule',
  notBooked: 'This lead has no booked visit.',
  jobValueInvalid: 'Enter the amount in dollars and cents, e.g. 249.99 (up to $1,000,000).',
  settingsInvalid: 'Check the booking settings: each window must end after it starts.',
  settingsSaved: 'Booking settings saved',
  feedRotated: 'A new calendar link was made. The old one no longer works.',
} as const;
