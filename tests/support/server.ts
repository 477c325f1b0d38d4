import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { POSTGRES_URL, dropSchema, queryPg, uniqueSchema } from './postgres.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  dialect: DialectName;
  /** PostgreSQL schema of this server (postgres only). */
  schema: string | undefined;
  env: Record<string, string>;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Runs SQL against the server's database (`?` placeholders work on both dialects). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Stops the process and removes its data (temp folder, PostgreSQL schema). */
  dispose(): Promise<void>;
}

export interface StartOptions {
  dialect?: DialectName;
  env?: Record<string, string>;
  /** Reuse a data folder or schema (restart tests). */
  dataDir?: string;
  schema?: string;
  /** Do not remove data on dispose (a later server reuses it). */
  keepData?: boolean;
  /** Run another copy of the project (a second build, see tests/support/project-copy.ts). */
  root?: string;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const MALLOC_TUNABLES = 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072';

/** Starts the real built server (`node server/start.ts`) on a free port with its own data. */
export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const dialect = options.dialect ?? 'sqlite';
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-test-'));
  const schema = dialect === 'postgres' ? (options.schema ?? uniqueSchema()) : undefined;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SKIP_BUILD_CHECK: '1',
    // The allocator settings of deploy/cfgd.service and `npm start` (issue 37: image decodes).
    GLIBC_TUNABLES: MALLOC_TUNABLES,
    ...(schema ? { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, ['server/start.ts'], {
    cwd: options.root ?? ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const check = () => {
      const match = /"port":(\d+)[^\n]*"msg":"listening"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });

  const query = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
    if (dialect === 'postgres') {
      let i = 0;
      return (await queryPg(
        schema!,
        sql.replace(/\?/g, () => `$${++i}`),
        params,
      )) as T[];
    }
    const db = new DatabaseSync(path.join(dataDir, 'app.sqlite'));
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      return db.prepare(sql).all(...(params as never[])) as T[];
    } finally {
      db.close();
    }
  };

  let stopped: Promise<number | null> | undefined;
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (!stopped) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      stopped = exited;
    }
    return stopped;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    dialect,
    schema,
    env,
    process: child,
    output: () => output,
    query,
    stop,
    async dispose() {
      await stop('SIGTERM');
      if (options.keepData) return;
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if (schema && !options.schema) await dropSchema(schema).catch(() => undefined);
    },
  };
}

/** The server's last error lines, for an assertion's message: what a 5xx really was. */
export function serverErrors(server: TestServer): string {
  const errors = server
    .output()
    .split('\n')
    .filter((line) => line.includes('"level":50'));
  return `${server.dialect} server errors: ${errors.slice(-3).join('\n') || 'none'}`;
}
