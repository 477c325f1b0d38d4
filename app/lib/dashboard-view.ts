/**
 * The shapes the dashboard's loaders hand to its components (issue 6). Server modules fill
 * them; components render them.
 */
import type { AttributionView } from './lead-fields.ts';
import type { BreakdownKey, SubmissionFilter } from './lead-display.ts';

export type { AttributionView };
import type { LeadPriority, StoredLeadStatus } from './limits.ts';

export interface Counters {
  /** Every lead but spam (spam is held back, not a lead yet). */
  total: number;
  new: number;
  /** Contacted or quoted. */
  inProgress: number;
  closed: number;
  spam: number;
}

export type Breakdown = Record<BreakdownKey, number>;

export interface LeadNoteView {
  id: number;
  body: string;
  author: string | null;
  at: string;
}

export interface DeliveryAttemptView {
  attempt: number;
  at: string;
  outcome: 'sent' | 'failed';
  error: string | null;
}

/** One e-mail of a lead as it went through the outbox. */
export interface DeliveryLogEntry {
  id: number;
  kind: string;
  /** What the owner reads for the kind ("Visit reminder to the customer"). */
  kindLabel: string;
  to: string;
  subject: string;
  /** pending | sending | sent | dead */
  status: string;
  attempts: number;
  lastError: string | null;
  queuedAt: string;
  sentAt: string | null;
  log: DeliveryAttemptView[];
}

export interface LeadCardView {
  id: number;
  /** Ids of the photos sent with the lead (issue 18), in the order they came. */
  photoIds?: number[];
  name: string;
  email: string;
  phone: string;
  address: string | null;
  service: string;
  message: string | null;
  location: string | null;
  status: StoredLeadStatus;
  /** What the job earned (issue 30), recorded when closing; null when not told. */
  jobValueCents?: number | null;
  spamReason: string | null;
  priority: LeadPriority;
  /** Urgent and still new: shown above everything else until someone acts on it. */
  pinned: boolean;
  createdAt: number;
  /** Date and time in America/New_York. */
  receivedAt: string;
  /** "5 h ago". */
  elapsed: string;
  /** New for longer than a day. */
  stale: boolean;
  /** What the collapsed sections' titles say; their bodies load when opened (LeadDetailsView). */
  noteCount: number;
  mailCount: number;
  /** A review request went to the customer (issue 17): the card says so instead of asking. */
  reviewAsked: boolean;
  /** The lead's visit (issue 37), booked or cancelled; null when none was ever booked. */
  visit?: LeadVisitView | null;
}

/** A lead's visit on its card: times as ISO with the New York offset, `when` written by the server. */
export interface LeadVisitView {
  start: string;
  end: string;
  status: 'booked' | 'cancelled';
  /** "Mon, Mar 15, 8:00 AM - 10:00 AM" (Eastern time). */
  when: string;
  /** Over by the server's clock: nothing left to move or cancel, a new one may be booked. */
  past: boolean;
}

/**
 * What a lead card shows only when a section is opened (issue 28): fetched then, from
 * `adminRoutes.leadDetails`, so the inbox's first screen carries none of it.
 */
export interface LeadDetailsView {
  attribution: AttributionView;
  notes: LeadNoteView[];
  mail: DeliveryLogEntry[];
}

export interface SubmissionQuery {
  filter: SubmissionFilter;
  /** Name, e-mail or phone (digits match whatever punctuation the phone was typed with). */
  search: string;
  /** 1-based. */
  page: number;
  /** One lead only (`?lead=ID`, the link in the owner's notification e-mail); null for the inbox. */
  lead: number | null;
}

export interface SubmissionsPage {
  counters: Counters;
  breakdown: Breakdown;
  cards: LeadCardView[];
  /** Leads matching the filter and search (all pages). */
  matching: number;
  page: number;
  pageCount: number;
}

export const chartSeries = [
  { key: 'emergency', label: 'Emergency', words: ['emergency'], color: 'red.6' },
  { key: 'installation', label: 'Installation', words: ['installation'], color: 'blue.6' },
  { key: 'repair', label: 'Repair', words: ['repair'], color: 'orange.6' },
  {
    key: 'maintenance',
    label: 'Maintenance/Openers',
    words: ['maintenance', 'opener'],
    color: 'teal.6',
  },
  { key: 'other', label: 'Other', words: [], color: 'gray.6' },
] as const;
export type ChartSeriesKey = (typeof chartSeries)[number]['key'];

export type WeekRow = { week: string; weekStart: number } & Record<ChartSeriesKey, number>;
