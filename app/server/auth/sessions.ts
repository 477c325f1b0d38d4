import type { AppServices } from '../services.ts';
import { HOUR_MS, MINUTE_MS } from '#app/lib/durations.ts';
import { limits } from '#app/lib/limits.ts';
import { clearCookie, readCookie, serializeCookie, sessionCookieName } from './cookies.ts';
import type { RequestMeta } from './request-meta.ts';
import { isWellFormedToken, randomToken, sha256Hex } from './tokens.ts';

/** The signed-in owner, as loaders, actions and API handlers see them. */
export interface AdminIdentity {
  userId: number;
  email: string;
  /** The session's key in the database (a hash; never the cookie value). */
  sessionId: string;
}

type SessionServices = Pick<AppServices, 'db' | 'config'>;

function idleMs(services: SessionServices): number {
  return services.config.SESSION_IDLE_MINUTES * MINUTE_MS;
}

function absoluteMs(services: SessionServices): number {
  return services.config.SESSION_ABSOLUTE_HOURS * HOUR_MS;
}

/** Starts a session with a fresh random id and returns its Set-Cookie header. */
export async function createSession(
  services: SessionServices,
  userId: number,
  meta: RequestMeta,
  now = Date.now(),
): Promise<{ cookie: string; sessionId: string }> {
  const id = randomToken();
  const sessionId = sha256Hex(id);
  await services.db
    .insertInto('admin_sessions')
    .values({
      id_hash: sessionId,
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: now + absoluteMs(services),
      ip: meta.ip,
      user_agent: meta.userAgent,
    })
    .execute();
  return {
    cookie: serializeCookie(
      services.config,
      sessionCookieName(services.config),
      id,
      absoluteMs(services) / 1000,
    ),
    sessionId,
  };
}

/**
 * The session the request's cookie names, if it is still within both its idle and its absolute
 * lifetime. An expired session is deleted on sight.
 */
export async function readSession(
  services: SessionServices,
  request: Request,
  now = Date.now(),
): Promise<AdminIdentity | null> {
  const raw = readCookie(request, sessionCookieName(services.config));
  if (!isWellFormedToken(raw)) return null;
  const sessionId = sha256Hex(raw);
  const row = await services.db
    .selectFrom('admin_sessions')
    .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.user_id')
    .select([
      'admin_sessions.user_id as userId',
      'admin_users.email as email',
      'admin_sessions.last_seen_at as lastSeenAt',
      'admin_sessions.expires_at as expiresAt',
    ])
    .where('admin_sessions.id_hash', '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;
  const lastSeenAt = Number(row.lastSeenAt);
  if (Number(row.expiresAt) <= now || lastSeenAt + idleMs(services) <= now) {
    await deleteSession(services, sessionId);
    return null;
  }
  if (now - lastSeenAt >= limits.auth.sessionTouchMs) {
    await services.db
      .updateTable('admin_sessions')
      .set({ last_seen_at: now })
      .where('id_hash', '=', sessionId)
      .execute();
  }
  return { userId: Number(row.userId), email: row.email, sessionId };
}

export async function deleteSession(services: SessionServices, sessionId: string): Promise<void> {
  await services.db.deleteFrom('admin_sessions').where('id_hash', '=', sessionId).execute();
}

/** Ends the session named by the request's cookie, if any (sign-in replaces it with a new id). */
export async function deleteRequestSession(
  services: SessionServices,
  request: Request,
): Promise<void> {
  const raw = readCookie(request, sessionCookieName(services.config));
  if (isWellFormedToken(raw)) await deleteSession(services, sha256Hex(raw));
}

/** After a credential change: every session of the user but the one making the change ends. */
export async function deleteOtherSessions(
  services: SessionServices,
  userId: number,
  keepSessionId: string | undefined,
): Promise<void> {
  let query = services.db.deleteFrom('admin_sessions').where('user_id', '=', userId);
  if (keepSessionId) query = query.where('id_hash', '!=', keepSessionId);
  await query.execute();
}

/**
 * The request names a session that is not open any more (idle, past its lifetime, signed out
 * from another device): the sign-in gate says the session ended instead of appearing silently
 * (issue 37). That answer clears the cookie (`clearSessionCookie`), so it is told once.
 */
export function carriesSessionCookie(
  services: Pick<AppServices, 'config'>,
  request: Request,
): boolean {
  return isWellFormedToken(readCookie(request, sessionCookieName(services.config)));
}

export function clearSessionCookie(services: Pick<AppServices, 'config'>): string {
  return clearCookie(services.config, sessionCookieName(services.config));
}

/** Removes sessions and second-factor challenges past their lifetime (run periodically). */
export async function purgeExpiredSessions(services: SessionServices): Promise<void> {
  const now = Date.now();
  await services.db
    .deleteFrom('admin_sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - idleMs(services))]),
    )
    .execute();
  await services.db.deleteFrom('admin_mfa_challenges').where('expires_at', '<=', now).execute();
}
