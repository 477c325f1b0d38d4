import { describe, expect, it } from 'vitest';
import { inspectorUrl, lowestOfEach, slope } from './heap-probe.ts';

describe('heap probe', () => {
  it('fits the trend: a line exactly, noise around a trend by the trend', () => {
    expect(slope([0, 1, 2, 3].map((x) => ({ x, y: 5 + 2 * x })))).toBeCloseTo(2);
    expect(slope([0, 10, 20].map((x) => ({ x, y: 40 })))).toBe(0);
    // +1/-1 around 40 + 0.5x, symmetric about the middle, leaves the trend's 0.5.
    const noisy = [1, -1, -1, 1].map((noise, x) => ({ x, y: 40 + 0.5 * x + noise }));
    expect(slope(noisy)).toBeCloseTo(0.5);
  });

  it('is not tilted by one spike: a CI soak whose last sample had buffers in flight', () => {
    // Heap + external memory after full collections, as a fresh-clone CI soak printed them (MB):
    // least squares read 1.07 MB a minute, most of it the spikes at 110 s and 171 s; the
    // median of the pairwise slopes reads the heap's own slow rise, 0.71.
    const samples =
      '50s:47.3+15.3 60s:47.2+14.7 70s:47.5+14.7 80s:47.5+14.7 90s:47.3+14.7 100s:47.4+14.7 ' +
      '110s:48.3+17.1 120s:47.6+15.4 130s:47.9+14.7 140s:47.9+15.1 151s:47.7+15.1 161s:48.1+15.1 ' +
      '171s:48.4+17.4';
    const points = samples.split(' ').map((s) => {
      const [, at, heap, external] = /^(\d+)s:([\d.]+)\+([\d.]+)$/.exec(s)!;
      return { x: Number(at) / 60, y: Number(heap) + Number(external) };
    });
    expect(slope(points)).toBeCloseTo(0.71, 2);
    // A steady leak of 3 MB a minute under the same noise is still read as one.
    const leaking = points.map((p) => ({ x: p.x, y: p.y + 3 * p.x }));
    expect(slope(leaking)).toBeCloseTo(3.71, 2);
  });

  it('reads the trend from the floor: the lowest of each three samples', () => {
    // Flat at 62 MB, every third sample 2-4 MB high (buffers in flight), the high ones late.
    const flat = [62, 62.1, 64, 62, 61.9, 62, 62.1, 66, 62, 62, 62.2, 65.5].map((y, i) => ({
      x: i * 5,
      y,
    }));
    expect(slope(flat)).toBeGreaterThan(0);
    const floor = lowestOfEach(flat, 3);
    expect(floor.map((p) => p.y)).toEqual([62, 61.9, 62, 62]);
    expect(Math.abs(slope(floor))).toBeLessThan(0.01);
    // A steady leak raises the floor with it: read exactly, with the same samples in flight.
    const leaking = flat.map((p) => ({ x: p.x, y: p.y + 0.05 * p.x }));
    expect(slope(lowestOfEach(leaking, 3))).toBeCloseTo(0.05, 2);
    // A leftover shorter than a run is dropped, not read as a floor of its own.
    expect(lowestOfEach(flat.slice(0, 7), 3)).toHaveLength(2);
  });

  it("reads the inspector's address from what Node prints", () => {
    const output =
      'Debugger listening on ws://127.0.0.1:40231/0f9c1a2e-7d1b-4c55-9b7e-3f1c7a2d9e10\nFor help, see: https://nodejs.org/en/docs/inspector\n';
    expect(inspectorUrl(output)).toBe('ws://127.0.0.1:40231/0f9c1a2e-7d1b-4c55-9b7e-3f1c7a2d9e10');
    expect(inspectorUrl('{"msg":"listening"}')).toBeUndefined();
  });
});
