import type { LeadCardView } from '#app/lib/dashboard-view.ts';

/** A lead as the inbox's card shows it (a repair request, contacted), with `changes` applied. */
export function leadCardView(changes: Partial<LeadCardView> = {}): LeadCardView {
  return {
    id: 7,
    photoIds: [],
    name: 'Dan Rivers',
    email: 'dan@example.com',
    phone: '(704) 555-0100',
    address: '12 Oak St, Concord, NC',
    service: 'repair',
    message: 'Spring snapped.',
    location: 'Concord, NC',
    status: 'contacted',
    jobValueCents: null,
    spamReason: null,
    priority: 'normal',
    pinned: false,
    createdAt: Date.UTC(2027, 2, 12, 14),
    receivedAt: 'Mar 12, 2027, 10:00 AM',
    elapsed: '5 h ago',
    stale: false,
    noteCount: 0,
    mailCount: 2,
    reviewAsked: false,
    ...changes,
  };
}
