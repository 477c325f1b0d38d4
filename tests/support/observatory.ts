import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The Mozilla HTTP Observatory scanner, run from a cache folder rather than as a dependency:
 * its install scripts download the HSTS preload and TLD lists from the internet and it depends
 * on pg-native, which would have to compile. Pinned, because its grading changes between
 * releases and a grade must be reproducible.
 */
export const OBSERVATORY_PACKAGE = '@mdn/mdn-http-observatory';
export const OBSERVATORY_VERSION = '1.4.8';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(ROOT, '.cache/observatory');
const PACKAGE_DIR = path.join(CACHE, 'node_modules', OBSERVATORY_PACKAGE);

function installedVersion(): string | undefined {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8'),
    ) as { version?: string };
    return manifest.version;
  } catch {
    return undefined;
  }
}

/**
 * Installs the scanner (npm registry only, scripts off) unless the pinned version is already
 * cached, and writes the one file it reads at start that its scripts would have downloaded.
 * Returns the path of its command-line entry (`src/scan.js`).
 */
export function ensureObservatory(log: (line: string) => void = () => undefined): string {
  if (installedVersion() !== OBSERVATORY_VERSION) {
    log(`installing ${OBSERVATORY_PACKAGE}@${OBSERVATORY_VERSION} into ${CACHE}`);
    fs.mkdirSync(CACHE, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        CACHE,
        '--ignore-scripts',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `${OBSERVATORY_PACKAGE}@${OBSERVATORY_VERSION}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  // The HSTS analyser reads the Chromium preload list at start; an empty map means "nothing is
  // preloaded", which is the truth for localhost. (The IANA TLD list is read only by the
  // scanner's web API, never by the command line.)
  const preload = path.join(PACKAGE_DIR, 'conf/hsts-preload.json');
  if (!fs.existsSync(preload)) fs.writeFileSync(preload, '{}\n');
  return path.join(PACKAGE_DIR, 'src/scan.js');
}

export interface ObservatoryTest {
  result: string;
  expectation: string;
  pass: boolean;
  scoreModifier: number;
}

export interface ObservatoryReport {
  scan: {
    grade: string;
    score: number;
    testsPassed: number;
    testsFailed: number;
    statusCode: number;
    algorithmVersion: number;
  };
  tests: Record<string, ObservatoryTest>;
}

/**
 * Scans `host` (a hostname, here with its port: the scanner puts it after `https://` and
 * `http://` as it is) and returns its JSON report. The scanner exits 0 whatever the grade, and
 * prints `{"error": ...}` when it cannot scan, which is thrown here.
 */
export async function runObservatory(
  host: string,
  options: { extraCaFile: string },
): Promise<ObservatoryReport> {
  const scanJs = ensureObservatory();
  const { stdout } = await promisify(execFile)(process.execPath, [scanJs, host], {
    // Trust only the test certificate, and only in the scanner's process.
    env: { PATH: process.env.PATH ?? '', NODE_EXTRA_CA_CERTS: options.extraCaFile },
    encoding: 'utf8',
    timeout: 60_000,
  }).catch((error: { stdout?: string; message: string }) => {
    throw new Error(`observatory scan failed: ${error.stdout ?? ''} ${error.message}`);
  });
  const report = JSON.parse(stdout) as Partial<ObservatoryReport> & { error?: string };
  if (report.error || !report.scan || !report.tests) {
    throw new Error(`observatory could not scan ${host}: ${report.error ?? stdout}`);
  }
  return report as ObservatoryReport;
}
