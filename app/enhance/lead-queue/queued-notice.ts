import { formatPhone } from '../../lib/phone.ts';
import { leadQueueMessages } from '../../lib/messages/lead-queue.ts';

/** `tel:+17045550134` → `(704) 555-0134` (the page's own link text may carry extra words). */
export function displayPhone(href: string): string {
  return formatPhone(href.replace(/^tel:/, ''));
}

/**
 * The "saved on this device" notice shown in place of the form's result, with a call link;
 * `lines` in place of the offline words (a request the server asked to wait with).
 */
export function queuedNotice(
  doc: Document,
  lines: readonly string[] = [leadQueueMessages.saved],
): HTMLElement {
  const box = doc.createElement('div');
  box.dataset.leadQueued = '';
  for (const line of lines) {
    const text = doc.createElement('p');
    text.textContent = line;
    box.append(text);
  }
  const phone = doc.querySelector<HTMLAnchorElement>('a[href^="tel:"]');
  if (phone) {
    const call = doc.createElement('p');
    const link = doc.createElement('a');
    const href = phone.getAttribute('href') ?? '';
    link.href = href;
    link.textContent = displayPhone(href);
    link.className = 'font-semibold underline';
    call.append(`${leadQueueMessages.callPrompt} `, link);
    box.append(call);
  }
  return box;
}
