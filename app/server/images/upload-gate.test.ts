import { describe, expect, it } from 'vitest';
import { createUploadGate } from './upload-gate.ts';

describe('createUploadGate', () => {
  it('admits up to the per-address and the total cap, and frees a place on release', () => {
    const gate = createUploadGate({ perAddress: 2, total: 3 });
    const a1 = gate.enter('a');
    const a2 = gate.enter('a');
    expect(a1).toBeTypeOf('function');
    expect(a2).toBeTypeOf('function');
    expect(gate.enter('a')).toBeNull(); // per address
    const b1 = gate.enter('b');
    expect(b1).toBeTypeOf('function');
    expect(gate.enter('c')).toBeNull(); // in all
    a1!();
    a1!(); // a second release changes nothing
    expect(gate.inFlight).toBe(2);
    expect(gate.enter('c')).toBeTypeOf('function');
    expect(gate.enter('a')).toBeNull();
    a2!();
    b1!();
    expect(gate.inFlight).toBe(1);
  });
});
