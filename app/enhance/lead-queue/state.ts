import { createStore } from 'zustand/vanilla';

export interface LeadQueueState {
  /** Leads saved on this device and not yet delivered. */
  waiting: number;
  /** When this page last saw queued leads delivered (for the "sent" notice). */
  sentAt: number | null;
  /** Messages of leads the server refused as invalid (they left the queue). */
  rejected: string[];
  /** What the delivered leads went without (photos, a visit window that was gone), as lines. */
  leftOut: string[];
}

export const leadQueueStore = createStore<LeadQueueState>()(() => ({
  waiting: 0,
  sentAt: null,
  rejected: [],
  leftOut: [],
}));
