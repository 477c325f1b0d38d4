import { spawn } from 'node:child_process';
import path from 'node:path';
import { normaliseEmail } from '#app/lib/credential-rules.ts';
import { insertAdminUser } from '#app/server/auth/admin-account.ts';
import { hashPassword } from '#app/server/auth/password-hash.ts';
import { openDatabase } from '#app/server/db/open.ts';
import type { TestServer } from './server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface AdminCredentials {
  email: string;
  password: string;
}

/** A password that passes every rule (upper, lower, digit, not common). */
export const TEST_ADMIN: AdminCredentials = {
  email: 'owner@example.com',
  password: 'Garage-Door-Owner-7',
};

/** Runs `npm run admin:create` against the server's database (same env), as an operator would. */
export async function runAdminCreate(
  server: Pick<TestServer, 'env'>,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['server/cli/admin-create.mjs', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...server.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}

/** Creates (or resets) the admin account of a test server; throws when the CLI refuses. */
export async function createAdmin(
  server: Pick<TestServer, 'env'>,
  credentials: AdminCredentials = TEST_ADMIN,
): Promise<AdminCredentials> {
  const result = await runAdminCreate(server, [
    '--email',
    credentials.email,
    '--password',
    credentials.password,
  ]);
  if (result.code !== 0) {
    throw new Error(`admin:create failed (${result.code}): ${result.stderr}${result.stdout}`);
  }
  return credentials;
}

/** One argon2 hash per password for the whole worker (the files share its module cache). */
const hashes = new Map<string, Promise<string>>();

/**
 * The owner account of a fresh test server, written straight into its database as
 * `admin:create` stores it (the row; the setup link spent): for tests whose subject is not the
 * account, as `signedInAdmin` writes its session row. Starting the CLI cost about 0.65
 * CPU-seconds a time, some 50 times a run; the CLI keeps its own tests (`runAdminCreate`,
 * `createAdmin`). A server that already has the account goes through the CLI (a reset).
 */
export async function insertAdmin(
  server: Pick<TestServer, 'env' | 'query' | 'dataDir' | 'schema'>,
  credentials: AdminCredentials = TEST_ADMIN,
): Promise<AdminCredentials> {
  const [existing] = await server.query('select id from admin_users');
  if (existing) return createAdmin(server, credentials);
  let passwordHash = hashes.get(credentials.password);
  if (!passwordHash) {
    passwordHash = hashPassword(credentials.password);
    hashes.set(credentials.password, passwordHash);
  }
  const database = openDatabase({
    databaseUrl: server.env.DATABASE_URL,
    dataDir: server.dataDir,
    pgSchema: server.schema,
  });
  try {
    // The account module's own insert, the one the setup link and admin:create use.
    await insertAdminUser(database.db, {
      email: normaliseEmail(credentials.email),
      passwordHash: await passwordHash,
      now: Date.now(),
    });
    await database.db.deleteFrom('admin_setup_tokens').execute();
  } finally {
    await database.close();
  }
  return credentials;
}

/** Headers of a same-origin browser request (what our own pages send with a POST). */
export function sameOrigin(server: Pick<TestServer, 'url'>): Record<string, string> {
  return { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' };
}

/** `name=value` pairs from Set-Cookie headers, keyed by name (empty value = cleared). */
export function cookiesFrom(res: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    const index = pair.indexOf('=');
    jar[pair.slice(0, index)] = pair.slice(index + 1);
  }
  return jar;
}

export function cookieHeader(jar: Record<string, string>): string {
  return Object.entries(jar)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** Posts a form to the server the way a browser without JavaScript does. */
export function postForm(
  server: Pick<TestServer, 'url'>,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...sameOrigin(server),
      'Content-Type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Signs in through the /admin login form; returns the response and the cookies it set. */
export async function signIn(
  server: Pick<TestServer, 'url'>,
  credentials: AdminCredentials = TEST_ADMIN,
  headers: Record<string, string> = {},
): Promise<{ res: Response; cookies: Record<string, string>; cookie: string }> {
  const res = await postForm(
    server,
    '/admin',
    { intent: 'sign-in', email: credentials.email, password: credentials.password },
    headers,
  );
  const cookies = cookiesFrom(res);
  return { res, cookies, cookie: cookieHeader(cookies) };
}

/** Who the server thinks the cookie belongs to (null when signed out). */
export async function whoAmI(
  server: Pick<TestServer, 'url'>,
  cookie: string,
): Promise<string | null> {
  const res = await fetch(`${server.url}/api/admin/session`, { headers: { Cookie: cookie } });
  if (res.status === 401) return null;
  if (res.status !== 200) throw new Error(`unexpected /api/admin/session status ${res.status}`);
  return ((await res.json()) as { email: string }).email;
}
