import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { Measurement } from './measure.ts';

const CANDIDATES = ['/usr/bin/wrk', '/usr/local/bin/wrk'];

/**
 * Debian's wrk: found, or installed with apt-get when running as root; else undefined.
 * wrk is C with one thread per core it is given; autocannon is JavaScript and needs about a
 * core of its own at 5,000 requests/s, which on 2 cores makes it, not the server, the limit.
 */
export function findWrk(log: (line: string) => void): string | undefined {
  const found = () => CANDIDATES.find((p) => fs.existsSync(p));
  if (found()) return found();
  if (process.getuid?.() !== 0) {
    log('wrk is not installed and this is not root: page measurements use autocannon');
    return undefined;
  }
  log('installing wrk (apt-get install -y wrk)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore', env });
  return found();
}

export interface WrkOptions {
  label: string;
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
}

/** wrk prints durations as `812.00us`, `1.09ms`, `2.50s` or `1.00m`. */
export function parseDurationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`unreadable wrk duration: ${text}`);
  const value = Number(match[1]);
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Math.round(value * factor * 100) / 100;
}

/** wrk prints sizes as `123.45MB`, `512.00KB` or `900B`. */
function parseBytes(text: string): number {
  const match = /^([\d.]+)([KMGT]?B)$/.exec(text.trim());
  if (!match) throw new Error(`unreadable wrk size: ${text}`);
  const power = ['B', 'KB', 'MB', 'GB', 'TB'].indexOf(match[2] ?? 'B');
  return Number(match[1]) * 1024 ** power;
}

/** Reads `wrk --latency` output into the same summary as an autocannon run. */
export function parseWrkOutput(label: string, output: string): Measurement {
  const requestsMatch = /(\d+) requests in ([\d.]+\w+), ([\d.]+[KMGT]?B) read/.exec(output);
  if (!requestsMatch) throw new Error(`unreadable wrk output:\n${output}`);
  const requests = Number(requestsMatch[1]);
  const seconds = parseDurationMs(requestsMatch[2] ?? '0s') / 1000;
  const percentile = (p: string) => {
    const m = new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(output);
    return m?.[1] ? parseDurationMs(m[1]) : Number.NaN;
  };
  const maxMatch = /Latency\s+\S+\s+\S+\s+(\S+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  return {
    label,
    requests,
    seconds,
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    maxMs: maxMatch?.[1] ? parseDurationMs(maxMatch[1]) : Number.NaN,
    errors: socketErrors + non2xx,
    // wrk counts only what is not 2xx/3xx.
    statuses: { '2xx/3xx': requests - non2xx, other: non2xx },
    bytesPerRequest: requests ? Math.round(parseBytes(requestsMatch[3] ?? '0B') / requests) : 0,
    client: 'wrk',
  };
}

/** One wrk run (one thread, so it leaves the other core to the server). */
export function measureWithWrk(binary: string, options: WrkOptions): Promise<Measurement> {
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${Math.max(1, Math.round(options.duration))}s`,
    '--timeout',
    '30s',
    '--latency',
  ];
  for (const [name, value] of Object.entries(options.headers ?? {}))
    args.push('-H', `${name}: ${value}`);
  args.push(options.url);
  return new Promise((resolve, reject) => {
    execFile(binary, args, { timeout: (options.duration + 60) * 1000 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(parseWrkOutput(options.label, stdout));
    });
  });
}
