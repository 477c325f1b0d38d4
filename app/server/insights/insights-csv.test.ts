import { describe, expect, it } from 'vitest';
import { emptyInsightCounts, type InsightsReport } from '#app/lib/insights.ts';
import { insightsCsv, insightTables } from './insights-csv.ts';

const counts = {
  views: 8,
  calls: 2,
  quotes: 1,
  booked: 1,
  estimatesSent: 3,
  estimatesViewed: 2,
  estimatesAccepted: 1,
  acceptedCents: 98_765,
  won: 1,
  revenueCents: 125_050,
};
const none = emptyInsightCounts();
const report: InsightsReport = {
  days: 7,
  from: '2026-11-01',
  to: '2026-11-07',
  totals: { ...counts, formStarts: 3 },
  previous: { ...none, formStarts: 0 },
  pages: [
    { path: '/contact', ...counts },
    { path: '/', ...none },
  ],
  sources: [{ source: '=cmd, "quoted"', ...counts }],
  devices: [{ device: 'phone', ...counts }],
  cities: [{ city: 'Concord, NC', ...counts }],
  places: [{ place: 'header', calls: 2 }],
  daily: [{ date: '2026-11-07', ...counts }],
};

/** The figures every table shares, after its own first column. */
const head =
  'visits,call taps,quote requests,quote rate (%),visits booked,estimates sent,estimates opened,estimates accepted,accepted ($),jobs won,revenue ($)';

describe('insightsCsv', () => {
  it('writes each table as its own first column and the figures they share, in the funnel order, CRLF lines', () => {
    const figures = '8,2,1,12.5,1,3,2,1,987.65,1,1250.50';
    expect(insightsCsv(report, 'pages')).toBe(
      `page,${head}\r\n/contact,${figures}\r\n/,0,0,0,,0,0,0,0,0.00,0,0.00\r\n`,
    );
    expect(insightsCsv(report, 'devices')).toBe(`device,${head}\r\nphone,${figures}\r\n`);
    expect(insightsCsv(report, 'cities')).toBe(`city,${head}\r\n"Concord, NC",${figures}\r\n`);
    expect(insightsCsv(report, 'daily')).toBe(
      `date (America/New_York),${head}\r\n2026-11-07,${figures}\r\n`,
    );
  });

  it('keeps cells formula-safe and quoted (app/lib/csv.ts) in every table', () => {
    expect(insightsCsv(report, 'sources')).toBe(
      `source,${head}\r\n"'=cmd, ""quoted""",8,2,1,12.5,1,3,2,1,987.65,1,1250.50\r\n`,
    );
  });

  it('knows every table', () => {
    for (const table of insightTables) expect(insightsCsv(report, table)).toMatch(/\r\n$/);
  });
});
