/**
 * The pushAlerts messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */

export const pushAlertsMessages = {
  heading: 'Alerts on this device',
  intro:
    'Get a notification on this phone the moment a lead arrives. The alert shows the service and town only; open it to see the details.',
  enable: 'Alert me on this phone',
  modeLabel: 'Alert me for',
  modeUrgent: 'Urgent leads only',
  modeAll: 'Every lead',
  test: 'Send a test alert',
  disable: 'Turn off',
  enabled: 'Alerts are on for this device.',
  disabled: 'Alerts are off for this device.',
  testQueued: 'Test alert sent. It should appear on this device in a few seconds.',
  unsupported:
    'This browser cannot receive push alerts. On iPhone, add the site to the Home Screen first.',
  denied:
    'Notifications are blocked for this site. Allow them in the browser settings, then try again.',
  failed: 'Could not turn on alerts. Try again.',
  timedOut: (seconds: number) =>
    `No answer after ${seconds} seconds from the push service or the server, so nothing changed on this device. Check the connection and try again.`,
  invalidSubscription: 'The browser sent an invalid subscription.',
  notFound: 'This device has no alerts turned on.',
  testTitle: 'Test alert',
  testBody: 'Alerts work on this device.',
  estimateAccepted: (number: string, total: string) => `Estimate ${number} accepted: ${total}`,
  urgentPrefix: 'URGENT: ',
  openLead: 'New lead. Tap to open it.',
  visitBooked: (when: string) => `New booking: ${when}. Tap to open the lead.`,
  fallbackTown: 'town not given',
} as const;
