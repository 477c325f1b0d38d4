import { sql, type Kysely } from 'kysely';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { hitRateLimit, peekRateLimit } from '../db/rate-limit.ts';
import type { Database } from '../db/schema.ts';
import type { AppServices } from '../services.ts';
import { addressKey } from '../security/address-key.ts';

type ThrottleServices = Pick<AppServices, 'db' | 'config'>;

export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

function windowMs(services: Pick<AppServices, 'config'>): number {
  return services.config.LOGIN_THROTTLE_WINDOW_SECONDS * 1000;
}

const keys = {
  account: (email: string) => `login:account:${email}`,
  address: (ip: string) => `login:ip:${addressKey(ip)}`,
  device: (deviceId: string) => `login:device:${deviceId}`,
  challenge: (idHash: string) => `login:challenge:${idHash}`,
  secondFactor: (userId: number) => `login:second-factor:${userId}`,
  session: (sessionId: string) => `login:session:${sessionId}`,
};

/**
 * Whose attempts a password or code check counts against (issue 19):
 * - `device`: a browser with the account's signed device cookie. Only its own attempts count,
 *   so failures from anywhere else never slow the owner's browsers down.
 * - `browser`: any other browser. Counted per client address (any e-mail) and per e-mail
 *   address typed (any address): a guesser spread over many addresses still meets the
 *   account's delays.
 * - `challenge`: the second-factor step after a right password (per challenge). From a browser
 *   without the account's device cookie (`accountId` set) also per account: a right password
 *   starts a new challenge, so whoever holds the password could otherwise take five free codes
 *   per challenge without end, and guess the six digits in hours.
 * - `session`: the current password re-typed by a signed-in owner (Security, Settings).
 */
export type SignInScope =
  | { kind: 'device'; deviceId: string }
  | { kind: 'browser'; email: string; ip: string }
  | { kind: 'challenge'; idHash: string; accountId?: number }
  | { kind: 'session'; sessionId: string };

export type SignInClaim =
  /** `accountAttempts`: the account's count so far (browser scope, or a challenge's; else 0). */
  | { allowed: true; accountAttempts: number }
  | {
      allowed: false;
      retryAfterSeconds: number;
      by: 'account' | 'address' | 'own';
      /** The refusing key's count (for `account`: the account's attempts so far). */
      attempts: number;
    };

interface BackoffRule {
  /** Attempts that pass without a wait. */
  free: number;
  /** A key left alone this long starts again from zero. */
  idleMs: number;
}

/**
 * Claims one attempt on a key before anything is checked. One statement, atomic on both
 * databases: the insert, or the update guarded by `blocked_until <= now`, either happens or
 * returns no row. A burst of parallel requests cannot get past the count (issue 19, finding 2),
 * and a refused request changes nothing (it does not push the wait further).
 *
 * After `free` attempts each one sets a wait before the next: 5 s, doubling, capped. Refusals are
 * answered without a password check: during a flood a request costs two small statements, and
 * neither writes anything.
 */
export async function claimBackoff(
  db: Kysely<Database>,
  key: string,
  rule: BackoffRule,
  now = Date.now(),
): Promise<{ allowed: boolean; attempts: number; retryAfterSeconds: number }> {
  const { backoffFirstMs: first, backoffMaxMs: max } = limits.auth;
  const idleBefore = now - rule.idleMs;
  const idle = sql<boolean>`sign_in_backoff.last_attempt_at <= ${idleBefore}`;
  const attempts = sql<number>`case when ${idle} then 1 else sign_in_backoff.attempts + 1 end`;
  const previous = sql<number>`case when ${idle} then 0 else sign_in_backoff.delay_ms end`;
  const delay = sql<number>`case when ${attempts} < ${rule.free} then 0 when ${previous} = 0 then ${first} when ${previous} * 2 > ${max} then ${max} else ${previous} * 2 end`;
  const firstDelay = rule.free <= 1 ? first : 0;
  const claimed = await db
    .insertInto('sign_in_backoff')
    .values({
      bucket_key: key,
      attempts: 1,
      last_attempt_at: now,
      delay_ms: firstDelay,
      blocked_until: firstDelay > 0 ? now + firstDelay : 0,
    })
    .onConflict((oc) =>
      oc
        .column('bucket_key')
        .doUpdateSet({
          attempts,
          delay_ms: delay,
          last_attempt_at: now,
          // A free attempt blocks nothing (0, not `now`): parallel requests reach the database
          // out of order, and one stamped a millisecond earlier must not be refused.
          blocked_until: sql<number>`case when ${delay} = 0 then 0 else ${now} + ${delay} end`,
        })
        .where('sign_in_backoff.blocked_until', '<=', now),
    )
    .returning(['attempts'])
    .executeTakeFirst();
  if (claimed) return { allowed: true, attempts: Number(claimed.attempts), retryAfterSeconds: 0 };
  const row = await db
    .selectFrom('sign_in_backoff')
    .select(['attempts', 'blocked_until'])
    .where('bucket_key', '=', key)
    .executeTakeFirst();
  const waitMs = row ? Number(row.blocked_until) - now : 0;
  return {
    allowed: false,
    attempts: Number(row?.attempts ?? 0),
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  };
}

type Refusal = Extract<SignInClaim, { allowed: false }>;

/**
 * One attempt on one key, under the free attempts of whose key it is (a device's, an account's,
 * an address's); a refusal names that owner, which decides what the sign-in page says.
 */
async function claimAs<By extends Refusal['by']>(
  services: ThrottleServices,
  key: string,
  rule: BackoffRule & { by: By },
  now: number,
): Promise<{ allowed: true; attempts: number } | (Refusal & { by: By })> {
  const result = await claimBackoff(services.db, key, rule, now);
  return result.allowed
    ? { allowed: true, attempts: result.attempts }
    : {
        allowed: false,
        retryAfterSeconds: result.retryAfterSeconds,
        by: rule.by,
        attempts: result.attempts,
      };
}

/** Counts one password or code check for the scope; refused means: answer without checking. */
export async function claimSignInAttempt(
  services: ThrottleServices,
  scope: SignInScope,
  now = Date.now(),
): Promise<SignInClaim> {
  const idleMs = windowMs(services);
  const own = async (key: string): Promise<SignInClaim> => {
    const claim = await claimAs(
      services,
      key,
      { free: limits.auth.attemptsPerDevice, idleMs, by: 'own' },
      now,
    );
    return claim.allowed ? { allowed: true, accountAttempts: 0 } : claim;
  };
  switch (scope.kind) {
    case 'device':
      return own(keys.device(scope.deviceId));
    case 'challenge': {
      if (scope.accountId !== undefined) {
        const account = await claimAs(
          services,
          keys.secondFactor(scope.accountId),
          { free: limits.auth.attemptsPerAccount, idleMs, by: 'account' },
          now,
        );
        if (!account.allowed) return account;
        const claim = await own(keys.challenge(scope.idHash));
        return claim.allowed ? { allowed: true, accountAttempts: account.attempts } : claim;
      }
      return own(keys.challenge(scope.idHash));
    }
    case 'session':
      return own(keys.session(scope.sessionId));
    case 'browser':
      return claimBrowserAttempt(services, scope, idleMs, now);
  }
}

/**
 * An unknown browser's attempt claims the account, then the address (issue 27: a refused
 * attempt must never push a wait further). One read first refuses the attempts that meet a wait
 * on either key, before anything is written: an attempt its address refuses no longer counts
 * against the account. What that read cannot see is a wait set between it and the claims by a
 * parallel attempt from the same address; such an attempt still counts once on the account.
 * A transaction around both claims would close that gap, but on SQLite it holds the single
 * connection (every other request's queries) through two writes and a commit: with it the
 * owner's own sign-in took 12-24 s during the 1,000-request attack of sign-in-lockout.test.ts
 * (under 1 s without it; the shared machine was busier during those runs, load 16 against 9).
 */
async function claimBrowserAttempt(
  services: ThrottleServices,
  scope: { email: string; ip: string },
  idleMs: number,
  now: number,
): Promise<SignInClaim> {
  const accountKey = keys.account(scope.email);
  const waiting = await services.db
    .selectFrom('sign_in_backoff')
    .select(['bucket_key', 'attempts', 'blocked_until'])
    .where('bucket_key', 'in', [accountKey, keys.address(scope.ip)])
    .where('blocked_until', '>', now)
    .execute();
  const first =
    waiting.find((row) => row.bucket_key === accountKey) ??
    (waiting.length > 0 ? waiting[0] : undefined);
  if (first) {
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((Number(first.blocked_until) - now) / 1000)),
      by: first.bucket_key === accountKey ? 'account' : 'address',
      attempts: Number(first.attempts),
    };
  }
  const account = await claimAs(
    services,
    accountKey,
    { free: limits.auth.attemptsPerAccount, idleMs, by: 'account' },
    now,
  );
  if (!account.allowed) return account;
  const address = await claimAs(
    services,
    keys.address(scope.ip),
    { free: limits.auth.attemptsPerIp, idleMs, by: 'address' },
    now,
  );
  return address.allowed ? { allowed: true, accountAttempts: account.attempts } : address;
}

/**
 * A right password or code: the counts of the browser that gave it start again. The account's
 * count too, unless it is past its free attempts: then someone else is probably guessing, and
 * the owner signing in must not hand them their free attempts back.
 */
export async function clearSignInAttempts(
  services: Pick<AppServices, 'db'>,
  scope: SignInScope,
): Promise<void> {
  if (scope.kind === 'challenge' && scope.accountId !== undefined) {
    // As the password's account count below: past its free attempts, someone else may be
    // guessing codes, and the owner's right code must not hand them their free attempts back.
    await services.db
      .deleteFrom('sign_in_backoff')
      .where('bucket_key', '=', keys.secondFactor(scope.accountId))
      .where('attempts', '<=', limits.auth.attemptsPerAccount)
      .execute();
  }
  if (scope.kind !== 'browser') {
    const key =
      scope.kind === 'device'
        ? keys.device(scope.deviceId)
        : scope.kind === 'challenge'
          ? keys.challenge(scope.idHash)
          : keys.session(scope.sessionId);
    await services.db.deleteFrom('sign_in_backoff').where('bucket_key', '=', key).execute();
    return;
  }
  await services.db
    .deleteFrom('sign_in_backoff')
    .where((eb) =>
      eb.or([
        eb('bucket_key', '=', keys.address(scope.ip)),
        eb.and([
          eb('bucket_key', '=', keys.account(scope.email)),
          eb('attempts', '<=', limits.auth.attemptsPerAccount),
        ]),
      ]),
    )
    .execute();
}

/**
 * Every sign-in delay, of every account, address and browser (`npm run admin:create`: shell
 * access proves ownership, issue 37). The owner's next sign-in is checked at once, wherever they
 * are, even on an address someone else keeps failing from.
 */
export async function clearAllSignInDelays(services: Pick<AppServices, 'db'>): Promise<void> {
  await services.db.deleteFrom('sign_in_backoff').execute();
}

/** Keys idle for a whole window are back to zero anyway: removed with the hourly purge. */
export async function purgeIdleBackoff(
  services: ThrottleServices,
  now = Date.now(),
): Promise<void> {
  await services.db
    .deleteFrom('sign_in_backoff')
    .where('last_attempt_at', '<=', now - windowMs(services))
    .where('blocked_until', '<=', now)
    .execute();
}

/**
 * True once per throttle window per `what`: keeps a flood of refusals from writing one audit row
 * (or one e-mail) each.
 */
export async function firstInWindow(services: ThrottleServices, what: string): Promise<boolean> {
  const rule = { key: `login:once:${what}`, limit: 1, windowMs: windowMs(services) };
  // A read first: during a flood the mark is set, and a refusal then writes nothing. The
  // atomic upsert decides between requests that both read "not yet".
  if (!(await peekRateLimit(services.db, rule)).allowed) return false;
  return (await hitRateLimit(services.db, rule)).allowed;
}

const setupKey = (ip: string) => `setup:ip:${addressKey(ip)}`;

/** Is this IP still allowed to try /init-admin setup tokens? */
export async function peekSetupThrottle(
  services: ThrottleServices,
  ip: string,
): Promise<ThrottleVerdict> {
  const result = await peekRateLimit(services.db, {
    key: setupKey(ip),
    limit: limits.auth.setupAttemptsPerIp,
    windowMs: windowMs(services),
  });
  return { allowed: result.allowed, retryAfterSeconds: result.retryAfterSeconds };
}

/** Counts a wrong setup token. */
export async function countSetupFailure(services: ThrottleServices, ip: string): Promise<void> {
  await hitRateLimit(services.db, {
    key: setupKey(ip),
    limit: limits.auth.setupAttemptsPerIp,
    windowMs: windowMs(services),
  });
}

export function retryAfterMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** The refusal, in seconds while the wait is short (growing delays start at one second). */
export function throttledMessage(retryAfterSeconds: number): string {
  return retryAfterSeconds < 60
    ? messages.login.throttledSeconds(Math.max(1, Math.ceil(retryAfterSeconds)))
    : messages.login.throttled(retryAfterMinutes(retryAfterSeconds));
}
