import { describe, expect, it, vi } from 'vitest';
import { createUploadGate } from './upload-gate.ts';

const limits = { perAddress: 2, total: 3, queuePerAddress: 2, queueTotal: 3, waitMs: 1000 };

describe('createUploadGate', () => {
  it('admits up to the per-address and the total cap; the next ones wait their turn', async () => {
    const gate = createUploadGate(limits);
    const a1 = await gate.enter('a');
    const a2 = await gate.enter('a');
    const b1 = await gate.enter('b');
    expect([a1, a2, b1].every((r) => typeof r === 'function')).toBe(true);
    expect(gate.inFlight).toBe(3);
    const a3 = gate.enter('a'); // per address: waits
    const c1 = gate.enter('c'); // in all: waits
    expect(gate.waiting).toBe(2);
    b1!(); // a is still at its cap: c goes first
    expect(await c1).toBeTypeOf('function');
    a1!();
    a1!(); // a second release changes nothing
    expect(await a3).toBeTypeOf('function');
    expect(gate.inFlight).toBe(3);
    expect(gate.waiting).toBe(0);
  });

  it('refuses at once when the queue is full, per address and in all', async () => {
    const gate = createUploadGate(limits);
    for (let i = 0; i < 3; i += 1) await gate.enter(`x${i}`);
    void gate.enter('a');
    void gate.enter('a');
    expect(await gate.enter('a')).toBeNull(); // a's queue
    void gate.enter('b');
    expect(await gate.enter('c')).toBeNull(); // the whole queue
  });

  it('refuses a waiter after the wait limit', async () => {
    vi.useFakeTimers();
    try {
      const gate = createUploadGate(limits);
      for (let i = 0; i < 3; i += 1) await gate.enter(`x${i}`);
      const waiting = gate.enter('late');
      vi.advanceTimersByTime(1000);
      expect(await waiting).toBeNull();
      expect(gate.waiting).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
