import fs from 'node:fs';

/**
 * A process's memory from /proc (Linux): VmRSS is its resident size now, VmHWM the highest it
 * has been (the kernel's own peak, so nothing between two samples is missed). MB, rounded.
 */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}
