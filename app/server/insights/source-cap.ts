import type { Kysely } from 'kysely';
import { OTHER_SOURCE } from '#app/lib/insights.ts';
import { limits } from '#app/lib/limits.ts';
import type { Database } from '../db/schema.ts';
import { addDays } from './classify.ts';

export interface SourceCap {
  /** The source to count a visit of `day` under: itself, or "other" once the day had its new ones. */
  admit(day: string, source: string): Promise<string>;
}

interface DayState {
  day: string;
  /** Sources of the days before (the owner's real ones) and today's so far. */
  known: Set<string>;
  /** Sources first seen today. */
  added: number;
}

/**
 * Caps the sources a day may add (issue 27: forged `utm_source`s made Insights 16 MB). A source
 * counted in the last `knownDays` days is always counted under its name; a new one only while
 * the day has had fewer than `newPerDay` new ones, else as "other". Per process, read from the
 * counts once a day (and after a restart), so a restart does not reopen the day's allowance.
 */
export function createSourceCap(
  db: Kysely<Database>,
  { newPerDay, knownDays, knownMax } = limits.insights.sources,
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
    return { day, known, added };
  };

  return {
    async admit(day, source) {
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
      if (current.added >= newPerDay) return OTHER_SOURCE;
      current.added += 1;
      current.known.add(source);
      return source;
    },
  };
}
