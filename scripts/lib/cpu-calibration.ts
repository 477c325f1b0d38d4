import { median, runLighthouse, type Chrome, type RunOptions } from './lighthouse-run.ts';

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
 * Three Lighthouse runs of `url` at the preset's CPU, each measuring the host's benchmarkIndex;
 * the median decides the multiplier. (Calibrating on a public page registered its service
 * worker, whose requests carry no `headers`: the admin runs after it measured the sign-in page.)
 */
export async function calibrateCpu(
  chrome: Chrome,
  url: string,
  options: RunOptions = {},
): Promise<CpuCalibration> {
  const indexes: number[] = [];
  for (let i = 0; i < CALIBRATION_RUNS; i++) {
    const run = await runLighthouse(chrome, url, ['performance'], options);
    indexes.push(run.benchmarkIndex);
  }
  const benchmarkIndex = median(indexes);
  const multiplier = Math.max(1, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 100) / 100);
  return { benchmarkIndex, indexes, multiplier };
}
