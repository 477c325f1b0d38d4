import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const COPIED = [
  'app',
  'server',
  'public',
  'vite',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'react-router.config.ts',
  'vite.config.ts',
];

export interface ProjectCopy {
  root: string;
  /** Removes the copy and its build. */
  dispose(): void;
}

/**
 * A throwaway copy of the project with one change, built into its own folder: a "new
 * release" for tests of the update flow, without touching the build the suite runs on.
 */
export function buildProjectCopy(change: (root: string) => void): ProjectCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-release-'));
  for (const entry of COPIED) {
    fs.cpSync(path.join(ROOT, entry), path.join(root, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}.react-router`),
    });
  }
  fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules')), path.join(root, 'node_modules'));
  change(root);
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    fs.rmSync(root, { recursive: true, force: true });
    throw new Error(`build of the project copy failed:\n${result.stdout}\n${result.stderr}`);
  }
  return { root, dispose: () => fs.rmSync(root, { recursive: true, force: true }) };
}
