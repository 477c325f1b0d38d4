/**
 * Runs npm scripts at the same time and fails when any fails: `npm run check`'s typecheck, lint
 * and format check are one single-threaded process each, so on two cores they finish in about
 * the time of the longest instead of the sum. Each script's output is printed whole when it
 * ends (not interleaved), under its name and time.
 *
 *   node scripts/run-parallel.ts typecheck lint format:check
 */
import { spawn } from 'node:child_process';
import { failureExcerpt } from './lib/failure-excerpt.ts';

interface Outcome {
  script: string;
  code: number | null;
  seconds: number;
  output: string;
}

function run(script: string): Promise<Outcome> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({ script, code, seconds: (performance.now() - started) / 1000, output }),
    ),
  );
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.ts <npm script>...');
  process.exit(2);
}
const outcomes = await Promise.all(
  scripts.map((script) =>
    run(script).then((outcome) => {
      const verdict = outcome.code === 0 ? 'ok' : `failed (exit ${outcome.code})`;
      process.stdout.write(
        `\n== ${outcome.script}: ${verdict} in ${outcome.seconds.toFixed(1)} s\n${outcome.output}`,
      );
      return outcome;
    }),
  ),
);
const failed = outcomes.filter((o) => o.code !== 0);
// A failure printed minutes before the end scrolls out of what a CI page shows (its last lines):
// say again, last, which scripts failed and how.
for (const outcome of failed) {
  process.stdout.write(
    `\n== FAILED: ${outcome.script} (exit ${outcome.code})\n${failureExcerpt(outcome.output)}\n`,
  );
}
process.exitCode = failed.length === 0 ? 0 : 1;
