/**
 * Every column of a lead (table `contact_submissions`) that a visitor or their visit fills,
 * declared once: the row type, the insert, the CSV, the dashboard card's attribution and the
 * test builders derive from this list. `tests/integration/lead-fields.test.ts` checks it against
 * the migrated table on SQLite and PostgreSQL. Bookkeeping columns (status, priority, spam
 * reason, channel, keys, times) belong to the lead pipeline, not to this list.
 */
import { limits } from './limits.ts';

interface LeadColumnSpec {
  /** `form`: typed into the quote form; `attribution`: where the visit came from. */
  kind: 'form' | 'attribution';
  /** Null when left empty (optional form fields, unknown attribution). */
  nullable: boolean;
  /** Stored length cap in characters (null: checked against a list instead). */
  cap: number | null;
  /** Column header of the CSV export. */
  csv: string;
  /** Key in the dashboard's view of the lead (camelCase). */
  view: string;
  /** A campaign parameter read from the landing or conversion page's query. */
  campaign?: true;
}

const caps = limits.lead.fieldCaps;
const attribution = <Csv extends string, View extends string>(csv: Csv, view: View) =>
  ({ kind: 'attribution', nullable: true, cap: limits.lead.attributionCap, csv, view }) as const;
const campaign = <Csv extends string, View extends string>(csv: Csv, view: View) =>
  ({ ...attribution(csv, view), campaign: true }) as const;

/** In the order of the form, the CSV and the insert. */
export const leadColumns = {
  name: { kind: 'form', nullable: false, cap: caps.name, csv: 'name', view: 'name' },
  email: { kind: 'form', nullable: false, cap: caps.email, csv: 'email', view: 'email' },
  phone: { kind: 'form', nullable: false, cap: caps.phone, csv: 'phone', view: 'phone' },
  service: { kind: 'form', nullable: false, cap: null, csv: 'service', view: 'service' },
  address: { kind: 'form', nullable: true, cap: caps.address, csv: 'address', view: 'address' },
  location: { kind: 'form', nullable: true, cap: caps.location, csv: 'location', view: 'location' },
  message: { kind: 'form', nullable: true, cap: caps.message, csv: 'message', view: 'message' },
  landing_page: attribution('landing page', 'landingPage'),
  conversion_page: attribution('conversion page', 'conversionPage'),
  referrer: attribution('referrer', 'referrer'),
  utm_source: campaign('utm_source', 'utmSource'),
  utm_medium: campaign('utm_medium', 'utmMedium'),
  utm_campaign: campaign('utm_campaign', 'utmCampaign'),
  utm_term: campaign('utm_term', 'utmTerm'),
  utm_content: campaign('utm_content', 'utmContent'),
  gclid: campaign('gclid', 'gclid'),
} as const satisfies Record<string, LeadColumnSpec>;

type Columns = typeof leadColumns;
export type LeadColumn = keyof Columns;
export type LeadFormColumn = {
  [K in LeadColumn]: Columns[K]['kind'] extends 'form' ? K : never;
}[LeadColumn];
export type AttributionColumn = Exclude<LeadColumn, LeadFormColumn>;
export type CampaignColumn = {
  [K in AttributionColumn]: Columns[K] extends { campaign: true } ? K : never;
}[AttributionColumn];

/** Column values as stored: text, or null where the column is nullable. */
export type LeadColumnValues = {
  [K in LeadColumn]: Columns[K]['nullable'] extends true ? string | null : string;
};

/** Where a lead came from, as the dashboard shows it (camelCase keys). */
export type AttributionView = { [K in AttributionColumn as Columns[K]['view']]: string | null };

const keys = Object.keys(leadColumns) as LeadColumn[];
export const leadColumnNames: readonly LeadColumn[] = keys;
export const leadFormColumns = keys.filter(
  (k): k is LeadFormColumn => leadColumns[k].kind === 'form',
);
export const attributionColumns = keys.filter(
  (k): k is AttributionColumn => leadColumns[k].kind === 'attribution',
);
export const campaignColumns = attributionColumns.filter(
  (k): k is CampaignColumn => 'campaign' in leadColumns[k],
);

/** The dashboard's attribution of a stored row. */
export function attributionView(row: Pick<LeadColumnValues, AttributionColumn>): AttributionView {
  return Object.fromEntries(
    attributionColumns.map((k) => [leadColumns[k].view, row[k]]),
  ) as AttributionView;
}
