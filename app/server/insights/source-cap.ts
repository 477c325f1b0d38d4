import type { Kysely } from 'kysely';
import { limits } from '#app/lib/limits.ts';
import type { Database } from '../db/schema.ts';
import { OTHER_SOURCE, addDays } from './classify.ts';

export interface SourceCap {
  /**
   * The source to count a visit of `day` from `visitor` (its client address) under: itself, or
   * "other" once the day had its new ones and the source has not yet come from enough visitors.
   */
  admit(day: string, source: string, visitor: string): Promise<string>;
}

interface DayState {
  day: string;
  /** Sources of the days before (the owner's real ones) and today's so far. */
  known: Set<string>;
  /** Sources first seen today. */
  added: number;
  /** Sources named today past the first-sight allowance, for coming from several visitors. */
  recurring: number;
  /** New sources past the allowance: the visitors each came from so far. */
  candidates: Map<string, Set<string>>;
}

/**
 * Caps the sources a day may add (issue 27: forged `utm_source`s made Insights 16 MB). A source
 * counted in the last `knownDays` days is always counted under its name; a new one only while
 * the day has had fewer than `newPerDay` new ones, else as "other". Per process, read from the
 * counts once a day (and after a restart), so a restart does not reopen the day's allowance.
 */
export function createSourceCap(
  db: Kysely<Database>,
  { newPerDay, knownDays, knownMax, namedAfterVisitors, recurringPerDay, candidatesMax } = limits
    .insights.sources,
): SourceCap {
  let state: Promise<DayState> | undefined;
  let stateDay = '';

  const load = async (day: string): Promise<DayState> => {
    const earlier = await db
      .selectFrom('insight_counts')
      .select('source')
      .where('day', '>=', addDays(day, -knownDays))
      .where('day', '<', day)
      .groupBy('source')
      .orderBy((eb) => eb.fn.sum('count'), 'desc')
      .limit(knownMax)
      .execute();
    const known = new Set(earlier.map((row) => row.source));
    const today = await db
      .selectFrom('insight_counts')
      .select('source')
      .distinct()
      .where('day', '=', day)
      .execute();
    let added = 0;
    for (const { source } of today) {
      if (!known.has(source)) added += 1;
      known.add(source);
    }
    return { day, known, added, recurring: 0, candidates: new Map() };
  };

  /**
   * A flood of made-up names spends the day's first-sight allowance, each name from one or two
   * addresses; a campaign the owner started brings different people. So a source past the
   * allowance is named from its `namedAfterVisitors`-th visitor on (its first visits stay under
   * "other"), within a second, smaller allowance: storage stays bounded either way.
   */
  const admitRecurring = (current: DayState, source: string, visitor: string): string => {
    if (current.recurring >= recurringPerDay) return OTHER_SOURCE;
    let visitors = current.candidates.get(source);
    if (!visitors) {
      if (current.candidates.size >= candidatesMax) return OTHER_SOURCE;
      visitors = new Set();
      current.candidates.set(source, visitors);
    }
    visitors.add(visitor);
    if (visitors.size < namedAfterVisitors) return OTHER_SOURCE;
    current.candidates.delete(source);
    current.recurring += 1;
    current.known.add(source);
    return source;
  };

  return {
    async admit(day, source, visitor) {
      if (source === OTHER_SOURCE) return source;
      if (stateDay !== day || !state) {
        stateDay = day;
        state = load(day);
        // A failed read is tried again with the next visit, not kept.
        state.catch(() => {
          if (stateDay === day) stateDay = '';
        });
      }
      // Without the day's sources (the database away), nothing new gets a row of its own.
      const current = await state.catch(() => null);
      if (!current) return OTHER_SOURCE;
      if (current.known.has(source)) return source;
      if (current.added >= newPerDay) return admitRecurring(current, source, visitor);
      current.added += 1;
      current.known.add(source);
      return source;
    },
  };
}
