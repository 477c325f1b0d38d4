import { createHash, randomBytes } from 'node:crypto';
import { TEST_ADMIN, insertAdmin, type AdminCredentials } from './admin.ts';
import type { TestServer } from './server.ts';

export interface SignedInAdmin extends AdminCredentials {
  /** `cfgd_session=<token>`, for a Cookie header. */
  cookie: string;
  /** The raw session token (the cookie's value). */
  token: string;
}

/**
 * The owner account and a session for it, written straight into the server's database (the
 * rows `npm run admin:create` and a sign-in store): dashboard tests start signed in without
 * depending on the CLI or the sign-in form, which have tests of their own.
 */
export async function signedInAdmin(
  server: TestServer,
  credentials: AdminCredentials = TEST_ADMIN,
): Promise<SignedInAdmin> {
  await insertAdmin(server, credentials);
  return adminSession(server, credentials);
}

/** One more session for an existing admin account (a fresh browser). */
export async function adminSession(
  server: TestServer,
  credentials: AdminCredentials = TEST_ADMIN,
): Promise<SignedInAdmin> {
  const [user] = await server.query<{ id: number }>('select id from admin_users where email = ?', [
    credentials.email,
  ]);
  if (!user) throw new Error('admin:create left no admin user');
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await server.query(
    `insert into admin_sessions (id_hash, user_id, created_at, last_seen_at, expires_at, ip, user_agent)
     values (?, ?, ?, ?, ?, ?, ?)`,
    [
      createHash('sha256').update(token).digest('hex'),
      Number(user.id),
      now,
      now,
      now + 24 * 3_600_000,
      '127.0.0.1',
      'test',
    ],
  );
  return { ...credentials, token, cookie: `cfgd_session=${token}` };
}
