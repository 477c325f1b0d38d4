import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// server/ too: the host is bundled with the routes (decision 0014).
const SOURCES = [
  'app',
  'server',
  'public',
  'vite',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
];
const STAMP = '.source-hash';

function* walk(entry: string): Generator<string> {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield entry;
    return;
  }
  if (!stat.isDirectory()) return;
  for (const name of fs.readdirSync(entry).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    if (/\.(test|spec)\.tsx?$/.test(name)) continue;
    yield* walk(path.join(entry, name));
  }
}

/** A digest of everything the production build is made from. */
export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of walk(path.join(root, source))) {
      hash.update(path.relative(root, file));
      hash.update('\0');
      hash.update(fs.readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

export function isBuildFresh(root: string): boolean {
  const stamp = path.join(root, 'build', STAMP);
  if (!fs.existsSync(path.join(root, 'build', 'server', 'index.js'))) return false;
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sourceHash(root);
}

/** Builds when the build is missing or older than its sources; returns whether it built. */
export function ensureBuild(root: string, log: (line: string) => void = console.log): boolean {
  if (isBuildFresh(root)) return false;
  log('building the production bundle (missing or stale)...');
  const bin = path.join(root, 'node_modules', '.bin', 'react-router');
  // A production build whoever asks: a test runner's NODE_ENV=test would otherwise bundle
  // React's development build into the admin (twice the bytes, and slower).
  const result = spawnSync(bin, ['build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status})`);
  fs.writeFileSync(path.join(root, 'build', STAMP), sourceHash(root));
  return true;
}
