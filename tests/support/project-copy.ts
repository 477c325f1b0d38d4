import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
// What `node server/start.ts` runs from: the built bundle, the server's freshness check and
// the sources it hashes (the copy never rebuilds: tests start it with SKIP_BUILD_CHECK=1).
const COPIED = [
  'app',
  'server',
  'public',
  'vite',
  'build',
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
 * A throwaway copy of the project and of its current build, with one change made to the copy:
 * a "new release" for tests of the update flow, without touching the build the suite runs on.
 * The change edits the built files (a second `react-router build` took most of such a test's
 * time, 20 to 60 s, for nothing the test looks at but the new service worker's bytes).
 */
export function copyBuiltProject(change: (root: string) => void): ProjectCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-release-'));
  try {
    for (const entry of COPIED) {
      fs.cpSync(path.join(ROOT, entry), path.join(root, entry), {
        recursive: true,
        filter: (source) => !source.includes(`${path.sep}.react-router`),
      });
    }
    fs.symlinkSync(
      fs.realpathSync(path.join(ROOT, 'node_modules')),
      path.join(root, 'node_modules'),
    );
    change(root);
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return { root, dispose: () => fs.rmSync(root, { recursive: true, force: true }) };
}
