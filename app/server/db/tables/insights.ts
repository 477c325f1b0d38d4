/**
 * First-party measurement (issue 16): one row per day, page, source, device, event and tap place,
 * holding a count. Nothing about a single visitor is kept: no address, no user agent, no id.
 */
export interface InsightCountsTable {
  /** The business's calendar day, `YYYY-MM-DD` (America/New_York). */
  day: string;
  path: string;
  source: string;
  device: string;
  /** view | call | form_start */
  event: string;
  /** Where a tapped call link sat (banner, header, …); '' for other events. */
  place: string;
  count: number;
}

export interface InsightTables {
  insight_counts: InsightCountsTable;
}
