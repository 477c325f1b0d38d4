import { describe, expect, it } from 'vitest';
import { inspectorUrl, slope } from './heap-probe.ts';

describe('heap probe', () => {
  it('fits the least-squares slope: a line exactly, noise around a trend by the trend', () => {
    expect(slope([0, 1, 2, 3].map((x) => ({ x, y: 5 + 2 * x })))).toBeCloseTo(2);
    expect(slope([0, 10, 20].map((x) => ({ x, y: 40 })))).toBe(0);
    // +1/-1 around 40 + 0.5x, symmetric about the middle, leaves the trend's 0.5.
    const noisy = [1, -1, -1, 1].map((noise, x) => ({ x, y: 40 + 0.5 * x + noise }));
    expect(slope(noisy)).toBeCloseTo(0.5);
  });

  it("reads the inspector's address from what Node prints", () => {
    const output =
      'Debugger listening on ws://127.0.0.1:40231/0f9c1a2e-7d1b-4c55-9b7e-3f1c7a2d9e10\nFor help, see: https://nodejs.org/en/docs/inspector\n';
    expect(inspectorUrl(output)).toBe('ws://127.0.0.1:40231/0f9c1a2e-7d1b-4c55-9b7e-3f1c7a2d9e10');
    expect(inspectorUrl('{"msg":"listening"}')).toBeUndefined();
  });
});
