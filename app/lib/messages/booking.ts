/**
 * Every booking text (issue 30): the visitor's picker and page, the e-mails, the customer's
 * manage page and the owner's Schedule, in one place.
 */

import { bookingVisitorMessages } from './booking-visitor.ts';

export const bookingMessages = {
  ...bookingVisitorMessages,
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
  cancelledText: (name: string, when: string) =>
    `Hi${name ? ` ${name}` : ''},\n\nYour visit on ${when} (Eastern time) is cancelled. Reply to this e-mail or call us to arrange another time.\n`,
  reminderSubject: (businessName: string, when: string) =>
    `Reminder: your visit with ${businessName} tomorrow, ${when}`,
  reminderText: (name: string, when: string, address: string, manageUrl: string) =>
    `Hi${name ? ` ${name}` : ''},\n\nA reminder: we visit you tomorrow, ${when} (Eastern time)${address ? `, at ${address}` : ''}.\n\nNeed another time, or to cancel? ${manageUrl}\n`,
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
  cancelVisitTitle: 'Cancel the visit',
  confirmCancel: (name: string, when: string) =>
    `Cancel ${name}'s visit on ${when}? They are e-mailed the cancellation.`,
  ownerMoved: (when: string) => `Moved to ${when}. The customer is e-mailed the updated event.`,
  ownerCancelled: (when: string) =>
    `Cancelled the visit on ${when}. The customer is e-mailed the cancellation.`,
  ownerWindowTaken: 'That time is no longer open. Pick another.',
  moveFailed: 'Failed to move the visit',
  cancelFailed: 'Failed to cancel the visit',
  rotateFailed: 'Failed to make a new calendar link',
  feedTitle: 'Calendar feed',
  feedHelp:
    'Subscribe to this private link from Google Calendar or Apple Calendar to see every upcoming visit. Anyone with the link can read it: make a new one if it was shared by mistake.',
  feedUrlLabel: 'Private calendar link',
  feedRotate: 'Make a new link',
  feedRotateQuestion: 'Make a new calendar link? The old one stops working at once.',
  settingsTitle: 'Online booking',
  settingsHelp:
    'The times visitors may book, per day ("08:00-10:00, 13:00-15:00"; empty: closed). Holiday closures and special hours in the Site content close the matching times.',
  closedPlaceholder: 'Closed',
  capacityLabel: 'Visits per time (crews)',
  leadTimeLabel: 'Bookable from (minutes ahead)',
  horizonLabel: 'Bookable up to (days ahead)',
  settingsSave: 'Save booking settings',
  settingsSaveFailed: 'Failed to save the booking settings',
  jobValueLabel: 'What the job earned',
  jobValueHelp: 'Optional. Insights adds it up by page, source, device and city.',
  jobValueSave: 'Save amount',
  jobValueSaved: 'Job value saved',
  jobValueFailed: 'Failed to save the job value',
} as const;
