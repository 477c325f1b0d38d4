/**
 * The insights messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */

/** The owner's Insights tab (issue 16; not in the spec). */
export const insightsMessages = {
  title: 'Insights',
  loadFailed: 'Failed to load insights',
  intro:
    'Counted on this site only: no cookies added, no third parties, no addresses stored. Visitors who ask not to be tracked (GPC or Do Not Track), bots and your own visits are not counted.',
  period: (days: number) => `Last ${days} days`,
  versusPrevious: (days: number) => `vs the ${days} days before`,
  calls: 'Call taps',
  quotes: 'Quote requests',
  views: 'Visits',
  conversion: 'Quote rate',
  daily: 'Day by day',
  byPage: 'By page',
  bySource: 'By source',
  byDevice: 'By device',
  byCity: 'By town',
  booked: 'Visits booked',
  won: 'Jobs won',
  estimatesSent: 'Estimates sent',
  estimatesViewed: 'Estimates opened',
  estimatesAccepted: 'Estimates accepted',
  acceptedValue: 'Accepted',
  revenue: 'Revenue',
  formStarts: 'Form starts',
  funnel: 'From visit to paid job',
  byPlace: 'Call taps by place on the page',
  empty: 'Nothing counted in this period yet.',
  downloadCsv: 'Download CSV',
} as const;
