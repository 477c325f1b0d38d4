import { sql } from 'kysely';
import { chartSeries, type ChartSeriesKey, type WeekRow } from '#app/lib/dashboard-view.ts';
import { limits } from '#app/lib/limits.ts';
import { DAY_MS } from '#app/lib/durations.ts';
import type { AppServices } from '../services.ts';

const ZONE = 'America/New_York';

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  timeZoneName: 'longOffset',
});
const LABEL = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, month: 'short', day: 'numeric' });
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function easternParts(epochMs: number) {
  const parts = Object.fromEntries(PARTS.formatToParts(epochMs).map((p) => [p.type, p.value]));
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(parts.timeZoneName ?? '');
  const offsetMs = offset
    ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000
    : 0;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Mon'),
    offsetMs,
  };
}

/** Epoch ms of 00:00 in New York on the given calendar day (DST-aware). */
function easternMidnight(year: number, month: number, day: number): number {
  const guess = Date.UTC(year, month - 1, day);
  // The offset at midnight can differ from the offset at `guess` on a DST day: check twice.
  let epoch = guess - easternParts(guess).offsetMs;
  epoch = guess - easternParts(epoch).offsetMs;
  return epoch;
}

/** The Mondays (00:00 New York) starting each of the last `weeks` weeks, oldest first. */
export function weekStarts(now: number, weeks: number = limits.admin.chartWeeks): number[] {
  const today = easternParts(now);
  const monday = easternMidnight(today.year, today.month, today.day - today.weekday);
  const starts: number[] = [];
  for (let i = weeks - 1; i >= 0; i--) {
    // Noon of the Monday i weeks back, then its midnight: DST changes move no boundary.
    const p = easternParts(monday - i * 7 * DAY_MS + DAY_MS / 2);
    starts.push(easternMidnight(p.year, p.month, p.day));
  }
  return starts;
}

export function seriesOf(service: string): ChartSeriesKey {
  const text = service.toLowerCase();
  for (const s of chartSeries) {
    if (s.words.some((w) => text.includes(w))) return s.key;
  }
  return 'other';
}

/** Leads (not spam) per week of the last 12 weeks, by service. */
export async function leadsPerWeek(
  services: Pick<AppServices, 'db'>,
  now = Date.now(),
): Promise<WeekRow[]> {
  const starts = weekStarts(now);
  const rows: WeekRow[] = starts.map((weekStart) => ({
    week: LABEL.format(weekStart),
    weekStart,
    emergency: 0,
    installation: 0,
    repair: 0,
    maintenance: 0,
    other: 0,
  }));
  // Counted in the database (at most 12 x 5 rows come back), the same rules as seriesOf().
  const weekOf = sql<number>`case ${sql.join(
    starts.map((start, index) => sql`when created_at >= ${start} then ${sql.lit(index)}`).reverse(),
    sql` `,
  )} else -1 end`;
  const seriesCase = sql<string>`case ${sql.join(
    chartSeries
      .filter((series) => series.words.length > 0)
      .map(
        (series) =>
          sql`when ${sql.join(
            series.words.map((word) => sql`lower(service) like ${`%${word}%`}`),
            sql` or `,
          )} then ${sql.lit(series.key)}`,
      ),
    sql` `,
  )} else 'other' end`;
  const counts = await services.db
    .selectFrom('contact_submissions')
    .select([
      weekOf.as('week_index'),
      seriesCase.as('series'),
      sql<string | number>`count(*)`.as('n'),
    ])
    .where('created_at', '>=', starts[0] ?? now)
    .where('status', '<>', 'spam')
    // By position: the two CASE expressions carry parameters, which PostgreSQL numbers apart.
    .groupBy([sql`1`, sql`2`])
    .execute();
  for (const count of counts) {
    const row = rows[Number(count.week_index)];
    const series = chartSeries.find((item) => item.key === count.series)?.key ?? 'other';
    if (row) row[series] += Number(count.n);
  }
  return rows;
}
