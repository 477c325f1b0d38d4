import { describe, expect, it } from 'vitest';
import type { InsightsReport } from '#app/lib/insights.ts';
import { insightsCsv, insightTables } from './csv.ts';

const counts = { views: 8, calls: 2, quotes: 1 };
const report: InsightsReport = {
  days: 7,
  from: '2026-11-01',
  to: '2026-11-07',
  totals: { ...counts, formStarts: 3 },
  previous: { views: 0, calls: 0, quotes: 0, formStarts: 0 },
  pages: [
    { path: '/contact', ...counts },
    { path: '/', views: 0, calls: 0, quotes: 0 },
  ],
  sources: [{ source: '=cmd, "quoted"', ...counts }],
  devices: [{ device: 'phone', ...counts }],
  places: [{ place: 'header', calls: 2 }],
  daily: [{ date: '2026-11-07', ...counts }],
};

describe('insightsCsv', () => {
  it('writes each table as its own first column and the four shared figures, CRLF lines', () => {
    const head = 'visits,call taps,quote requests,quote rate (%)';
    expect(insightsCsv(report, 'pages')).toBe(
      `page,${head}\r\n/contact,8,2,1,12.5\r\n/,0,0,0,0\r\n`,
    );
    expect(insightsCsv(report, 'devices')).toBe(`device,${head}\r\nphone,8,2,1,12.5\r\n`);
    expect(insightsCsv(report, 'daily')).toBe(
      `date (America/New_York),${head}\r\n2026-11-07,8,2,1,12.5\r\n`,
    );
  });

  it('keeps cells formula-safe and quoted (dashboard/csv.ts) in every table', () => {
    expect(insightsCsv(report, 'sources')).toBe(
      `source,visits,call taps,quote requests,quote rate (%)\r\n"'=cmd, ""quoted""",8,2,1,12.5\r\n`,
    );
  });

  it('knows every table', () => {
    for (const table of insightTables) expect(insightsCsv(report, table)).toMatch(/\r\n$/);
  });
});
