import { describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import type { InsightCountsTable } from '../db/tables/insights.ts';
import { createEventCounter, type InsightKey } from './event-counter.ts';

const key: InsightKey = {
  day: '2026-11-23',
  path: '/',
  source: 'direct',
  device: 'phone',
  event: 'view',
  place: '',
};

/** A stand-in for the group-commit runner that records the rows each flush writes. */
function recordingWrites(fail: () => boolean) {
  const batches: InsightCountsTable[][] = [];
  const writes = {
    run: async <T>(work: (trx: never) => Promise<T>): Promise<T> => {
      if (fail()) throw new Error('database away');
      const rows: InsightCountsTable[] = [];
      const trx = {
        insertInto: () => ({
          values: (values: InsightCountsTable[]) => {
            rows.push(...values);
            return { onConflict: () => ({ execute: async () => [] }) };
          },
        }),
      };
      const result = await work(trx as never);
      batches.push(rows);
      return result;
    },
  };
  return { writes, batches };
}

describe('event counter', () => {
  it('adds up equal events in memory and writes them as one row per key', async () => {
    const { writes, batches } = recordingWrites(() => false);
    const counter = createEventCounter(writes);
    counter.add(key);
    counter.add(key);
    counter.add({ ...key, event: 'call', place: 'hero' });
    expect(counter.pending()).toBe(3);
    await counter.flush();
    expect(counter.pending()).toBe(0);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toEqual([
      { ...key, count: 2 },
      { ...key, event: 'call', place: 'hero', count: 1 },
    ]);
    await counter.flush();
    expect(batches).toHaveLength(1);
  });

  it('keeps the counts of a failed write for the next flush', async () => {
    let down = true;
    const errors: unknown[] = [];
    const { writes, batches } = recordingWrites(() => down);
    const counter = createEventCounter(writes, (e) => errors.push(e));
    counter.add(key, 5);
    await counter.flush();
    expect(errors).toHaveLength(1);
    expect(counter.pending()).toBe(5);
    counter.add(key);
    down = false;
    await counter.flush();
    expect(batches).toEqual([[{ ...key, count: 6 }]]);
  });

  it('holds at most maxPendingKeys distinct rows', () => {
    const { writes } = recordingWrites(() => true);
    const counter = createEventCounter(writes);
    for (let i = 0; i < limits.insights.maxPendingKeys; i++) {
      expect(counter.add({ ...key, source: `s${i}` })).toBe(true);
    }
    expect(counter.add({ ...key, source: 'one-too-many' })).toBe(false);
    expect(counter.add({ ...key, source: 's1' })).toBe(true);
  });
});
