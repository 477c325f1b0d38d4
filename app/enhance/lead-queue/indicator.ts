import { limits } from '../../lib/limits.ts';
import { messages } from '../../lib/messages.ts';
import type { LeadQueueState } from './state.ts';
import type { HookSelector } from '../hooks.ts';

export type IndicatorView =
  | { kind: 'hidden' }
  | { kind: 'waiting'; text: string; rejected: string[] }
  | { kind: 'sent'; text: string; rejected: string[] }
  | { kind: 'rejected'; text: string; rejected: string[] };

export function indicatorView(state: LeadQueueState, now: number): IndicatorView {
  const rejected = [
    ...state.rejected.map((reason) => messages.leadQueue.rejected(reason)),
    ...state.leftOut,
  ];
  if (state.waiting > 0) {
    return { kind: 'waiting', text: messages.leadQueue.waiting(state.waiting), rejected };
  }
  if (state.sentAt !== null && now - state.sentAt < limits.leadQueue.sentNoticeMs) {
    return { kind: 'sent', text: messages.leadQueue.sent, rejected };
  }
  if (rejected.length > 0) return { kind: 'rejected', text: '', rejected };
  return { kind: 'hidden' };
}

const FLOATING =
  'fixed inset-x-3 bottom-20 z-50 mx-auto max-w-md rounded-lg bg-ink-900 px-4 py-3 text-sm text-white shadow-lg';
const INLINE = 'rounded-lg bg-brand-50 px-4 py-3 text-ink-900';

/**
 * "N request(s) waiting to send" / "sent". Inside `[data-lead-queue-indicator]` when the page
 * has one (the offline page), otherwise a small floating notice.
 */
export function renderIndicator(doc: Document, state: LeadQueueState, now = Date.now()): void {
  const view = indicatorView(state, now);
  let host = doc.querySelector<HTMLElement>('[data-lead-queue-indicator]' satisfies HookSelector);
  if (!host) {
    if (view.kind === 'hidden') {
      doc.getElementById('lead-queue-indicator')?.remove();
      return;
    }
    host = doc.getElementById('lead-queue-indicator');
    if (!host) {
      host = doc.createElement('div');
      host.id = 'lead-queue-indicator';
      host.className = FLOATING;
      doc.body.append(host);
    }
  } else {
    host.className = INLINE;
  }
  host.setAttribute('role', 'status');
  host.setAttribute('aria-live', 'polite');
  host.hidden = view.kind === 'hidden';
  host.dataset.state = view.kind;
  const lines = view.kind === 'hidden' ? [] : [view.text, ...view.rejected].filter(Boolean);
  host.replaceChildren(
    ...lines.map((line) => {
      const p = doc.createElement('p');
      p.textContent = line;
      return p;
    }),
  );
}
