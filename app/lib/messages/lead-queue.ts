/**
 * The leadQueue messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */

export const leadQueueMessages = {
  saved:
    'You are offline, so your request is saved on this device. It will be sent automatically when you are back online.',
  /** Beside the spec's failure message when the server failed (5xx) and the lead is queued. */
  savedAfterError:
    'Your request is saved on this device and we will keep trying to send it automatically.',
  /**
   * Beside the thank-you when the form, edited after a failed send, was sent again but the
   * first send had reached us: the first request is the one kept.
   */
  changesNotSent:
    'Your first request had already reached us, so the changes you made since were not sent. Call us if they matter.',
  callPrompt: 'In a hurry? Call us:',
  /**
   * Beside the spec's wait message when the server asked to wait (429: the 60-second rule, or
   * many requests from one shared address): the request waits in the device queue (issue 37).
   */
  heldUntil: (time: string) =>
    `Your request is kept on this device and will be sent automatically at ${time}.`,
  waiting: (count: number) => `${count} request(s) waiting to send`,
  sent: 'Sent: your request has reached us.',
  rejected: (reason: string) => `A saved request could not be sent: ${reason}`,
  /** A photo of a saved request the server refused when the request was sent without it. */
  photoLeftOut: (name: string, reason: string) =>
    `Your request was sent without the photo ${name}: ${reason}`,
} as const;
