/**
 * How an estimate's dates and rates read on the customer's page, in the e-mails and in the
 * admin: the business's time zone, whatever the server's or the phone's.
 */
import { bookingTimeZone } from './booking.ts';
import type { EstimateRates, EstimateTotals } from './estimate-money.ts';
import { estimateTotalsMessages as m } from './messages/estimate-totals.ts';

const day = new Intl.DateTimeFormat('en-US', {
  timeZone: bookingTimeZone,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const moment = new Intl.DateTimeFormat('en-US', {
  timeZone: bookingTimeZone,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Dec 6, 2026". */
export function formatEstimateDate(ms: number): string {
  return day.format(new Date(ms));
}

/** "Dec 6, 2026, 5:49 PM EST": the signing time on the page and the PDF. */
export function formatEstimateMoment(ms: number): string {
  return moment.format(new Date(ms));
}

/** 7.25 -> "7.25", 7.5 -> "7.5", 8 -> "8". */
export function formatPercent(percent: number): string {
  return String(Math.round(percent * 100) / 100);
}

export interface TotalsRow {
  key: 'subtotal' | 'tax' | 'total' | 'deposit';
  label: string;
  cents: number;
}

/**
 * The rows of a totals block, the same on the customer's page and in the PDF: subtotal, tax at
 * its rate, the total (the PDF's signed copy names it its own way), and the deposit at its rate
 * when the estimate asks one.
 */
export function totalsRows(
  totals: EstimateTotals,
  rates: EstimateRates,
  totalLabel: string = m.total,
): TotalsRow[] {
  const rows: TotalsRow[] = [
    { key: 'subtotal', label: m.subtotal, cents: totals.subtotalCents },
    { key: 'tax', label: m.tax(formatPercent(rates.taxRatePercent)), cents: totals.taxCents },
    { key: 'total', label: totalLabel, cents: totals.totalCents },
  ];
  if (rates.depositPercent > 0) {
    const label = m.deposit(formatPercent(rates.depositPercent));
    rows.push({ key: 'deposit', label, cents: totals.depositCents });
  }
  return rows;
}
