/**
 * How the dashboard reads a lead's service text (site-spec.md section 2, Submissions): the
 * breakdown counters and the card badges both go by "the service text contains" a word,
 * case-insensitively, so free text from older forms or the API is counted too.
 */
import { leadStatuses, limits, type LeadStatus } from './limits.ts';

export const serviceBreakdown = [
  { key: 'installations', label: 'Installations', words: ['installation'] },
  { key: 'repairs', label: 'Repairs', words: ['repair'] },
  { key: 'emergency', label: 'Emergency', words: ['emergency'] },
  { key: 'maintenanceOpeners', label: 'Maintenance/Openers', words: ['maintenance', 'opener'] },
] as const;
export type BreakdownKey = (typeof serviceBreakdown)[number]['key'];

export type ServiceBadge = 'Emergency' | 'Installation' | 'Repair' | 'Service';

/** The card's service badge: the first word the service contains, else the generic one. */
export function serviceBadge(service: string): ServiceBadge {
  const text = service.toLowerCase();
  if (text.includes('emergency')) return 'Emergency';
  if (text.includes('installation')) return 'Installation';
  if (text.includes('repair')) return 'Repair';
  return 'Service';
}

/** The spec shows stored service values with underscores as spaces. */
export function serviceText(service: string): string {
  return service.replace(/_/g, ' ');
}

/** The Submissions filter (in the URL as `?filter=`): the spec's five plus the Spam view. */
export const submissionFilters = ['all', ...leadStatuses, 'spam'] as const;
export type SubmissionFilter = (typeof submissionFilters)[number];

export function parseSubmissionFilter(value: string | null): SubmissionFilter {
  return (submissionFilters as readonly string[]).includes(value ?? '')
    ? (value as SubmissionFilter)
    : 'all';
}

export const filterLabels: Record<SubmissionFilter, string> = {
  all: 'All',
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  closed: 'Closed',
  spam: 'Spam',
};

export const statusLabels: Record<LeadStatus | 'spam', string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  closed: 'Closed',
  spam: 'Spam',
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (leadStatuses as readonly string[]).includes(value);
}

/** "3 min", "5 h", "2 d": how long ago a lead arrived. */
export function elapsedText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

/**
 * Made on first use: building a formatter with a time zone costs a phone ~60 ms, and the
 * inbox loads this module only for its labels (the server formats the cards' dates).
 */
let eastern: Intl.DateTimeFormat | undefined;

/** Date and time where the business is (America/New_York), whatever the server's zone. */
export function easternDateTime(epochMs: number): string {
  eastern ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return eastern.format(epochMs);
}

/** The Submissions tab's state from its URL (`?filter=&q=&page=&lead=`). */
export function parseSubmissionQuery(url: URL): {
  filter: SubmissionFilter;
  search: string;
  page: number;
  lead: number | null;
} {
  const page = Number(url.searchParams.get('page') ?? '1');
  const lead = Number(url.searchParams.get('lead') ?? '');
  return {
    lead: url.searchParams.has('lead') && Number.isSafeInteger(lead) && lead > 0 ? lead : null,
    filter: parseSubmissionFilter(url.searchParams.get('filter')),
    search: (url.searchParams.get('q') ?? '').trim().slice(0, limits.admin.searchMax),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}
