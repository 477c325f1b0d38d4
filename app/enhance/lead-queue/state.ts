import { createStore } from 'zustand/vanilla';

export interface LeadQueueState {
  /** Leads saved on this device and not yet delivered. */
  waiting: number;
  /** When this page last saw queued leads delivered (for the "sent" notice). */
  sentAt: number | null;
  /** Messages of leads the server refused as invalid (they left the queue). */
  rejected: string[];
  /** What the visitor must know about requests that were sent (a booked window was gone). */
  notices: string[];
}

export const leadQueueStore = createStore<LeadQueueState>()(() => ({
  waiting: 0,
  sentAt: null,
  rejected: [],
  notices: [],
}));
