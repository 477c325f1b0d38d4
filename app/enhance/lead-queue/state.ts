import { createStore } from 'zustand/vanilla';

export interface LeadQueueState {
  /** Leads saved on this device and not yet delivered. */
  waiting: number;
  /** When this page last saw queued leads delivered (for the "sent" notice). */
  sentAt: number | null;
  /** Messages of leads the server refused as invalid (they left the queue). */
  rejected: string[];
  /** Photos the delivered leads went without, as lines to show. */
  leftOut: string[];
}

export const leadQueueStore = createStore<LeadQueueState>()(() => ({
  waiting: 0,
  sentAt: null,
  rejected: [],
  leftOut: [],
}));
