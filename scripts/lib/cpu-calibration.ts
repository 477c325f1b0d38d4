import { median, runLighthouse, type Chrome } from './lighthouse-run.ts';

/**
 * The phone every machine simulates (issue 28): Lighthouse's preset slows the CPU 4x whatever
 * the host, so a fast machine and a slow (or busy) one judged the same page differently. The
 * multiplier is the host's `benchmarkIndex` (Lighthouse's own measure, higher is faster) over
 * this, the index of the phone aimed at.
 */
export const PHONE_BENCHMARK_INDEX = 500;
const CALIBRATION_RUNS = 3;

export interface CpuCalibration {
  /** Median of the calibration runs. */
  benchmarkIndex: number;
  /** Each calibration run's index: the machine's noise. */
  indexes: number[];
  /** benchmarkIndex / PHONE_BENCHMARK_INDEX, at least 1 (a host slower than the phone is used as it is). */
  multiplier: number;
}

/**
 * Three short Lighthouse runs (one audit) of `url`, each measuring the host's benchmarkIndex;
 * the median decides the multiplier.
 */
export async function calibrateCpu(chrome: Chrome, url: string): Promise<CpuCalibration> {
  const indexes: number[] = [];
  for (let i = 0; i < CALIBRATION_RUNS; i++) {
    const run = await runLighthouse(chrome, url, ['performance']);
    indexes.push(run.benchmarkIndex);
  }
  const benchmarkIndex = median(indexes);
  const multiplier = Math.max(1, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 100) / 100);
  return { benchmarkIndex, indexes, multiplier };
}
