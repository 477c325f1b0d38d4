import { messages } from '../../lib/messages.ts';
import type { LeadSender } from '../quote-form.ts';
import { sendLead, type SendLeadResult } from '../send-lead.ts';
import { enqueueLead } from './index.ts';
import { newIdempotencyKey } from './key.ts';

/**
 * The quote form's sender: LEADS's `sendLead` with the offline queue around it. A lead that
 * cannot reach the server (offline, timeout, 5xx) is saved on the device under the key it was
 * first sent with, and the form says so instead of showing an error.
 */
export const sendOrQueue: LeadSender = async (payload, idempotencyKey) => {
  let key = idempotencyKey;
  let result: SendLeadResult = {
    kind: 'unavailable',
    status: null,
    message: messages.contactForm.failure,
  };
  if (navigator.onLine !== false) {
    result = await sendLead(payload, key);
    if (result.kind === 'rejected' && result.status === 422) {
      // A page served from the offline cache carries the key its first render used, and that
      // key already belongs to another lead: this one is new, so it gets a new key.
      key = newIdempotencyKey();
      result = await sendLead(payload, key);
    }
    if (result.kind !== 'unavailable') return result;
  }
  try {
    await enqueueLead(payload, key);
    return { kind: 'queued' };
  } catch {
    // No IndexedDB (a locked-down browser): the failure message, which says to call.
    return result;
  }
};
