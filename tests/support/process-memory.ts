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

/**
 * CPU time a process has used so far, user and system, all its threads (libvips decodes on its
 * own threads), from /proc/<pid>/stat. Seconds; Linux counts in USER_HZ, 100 per second.
 */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from the 3rd: utime is 14th, stime 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
