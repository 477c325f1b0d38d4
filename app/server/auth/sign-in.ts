import type { BusinessProfile } from '#app/content/schema.ts';
import { limits } from '#app/lib/limits.ts';
import { normaliseEmail } from '#app/lib/credential-rules.ts';
import type { AppServices } from '../services.ts';
import { reportAccountUnderAttack, reportAddressUnderAttack } from './attack-alert.ts';
import { recordAudit } from './audit.ts';
import { clearCookie, mfaCookieName, readCookie, serializeCookie } from './cookies.ts';
import { issueDeviceCookie, readDeviceCookie, type DeviceClaim } from './device-cookie.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password-hash.ts';
import type { RequestMeta } from './request-meta.ts';
import {
  clearSessionCookie,
  createSession,
  deleteRequestSession,
  deleteSession,
  readSession,
} from './sessions.ts';
import {
  claimSignInAttempt,
  clearSignInAttempts,
  firstInWindow,
  type SignInScope,
} from './throttle.ts';
import { hashRecoveryCode, isRecoveryCodeShape, matchTotp } from './totp.ts';
import { isWellFormedToken, randomToken, sha256Hex } from './tokens.ts';

type AuthServices = Pick<AppServices, 'db' | 'config' | 'log'>;

export type SignInResult =
  /** Signed in: send these Set-Cookie headers. */
  | { kind: 'signed-in'; cookies: string[] }
  /** Password right, second factor due: the challenge cookie to send. */
  | { kind: 'second-factor'; cookies: string[] }
  | { kind: 'invalid' }
  /** Second step only: the challenge is gone or expired. */
  | { kind: 'expired'; cookies: string[] }
  | { kind: 'throttled'; retryAfterSeconds: number };

/**
 * Password step. Unknown e-mail and wrong password take the same path and the same time: the
 * stored hash (or a dummy one) is always verified, and both answer `invalid`.
 *
 * Before the hash is verified the attempt is claimed against its throttle (issue 19): a browser
 * holding this account's device cookie against its own count only; any other browser against
 * its address and the typed e-mail, with growing waits instead of a lock. A refused attempt is
 * answered without verifying anything.
 */
export async function signInWithPassword(
  services: AuthServices,
  request: Request,
  input: { email: string; password: string },
  meta: RequestMeta,
  /** The published business: an alert of an attack names it. */
  business: BusinessProfile,
): Promise<SignInResult> {
  const email = normaliseEmail(input.email).slice(0, limits.email.max);
  const [user, device] = await Promise.all([
    services.db
      .selectFrom('admin_users')
      .select(['id', 'email', 'password_hash', 'totp_secret'])
      .where('email', '=', email)
      .executeTakeFirst(),
    readDeviceCookie(services, request),
  ]);
  const userId = user ? Number(user.id) : null;
  const scope: SignInScope =
    device && device.userId === userId
      ? { kind: 'device', deviceId: device.deviceId }
      : { kind: 'browser', email, ip: meta.ip };
  const claim = await claimSignInAttempt(services, scope);
  if (!claim.allowed) {
    // A flood of refusals writes one audit row per account and window (issue 27: per address,
    // forged addresses wrote one each), and one for all the e-mails that name no account.
    if (await firstInWindow(services, `throttled:${userId ?? 'no-account'}`)) {
      await recordAudit(services, {
        event: 'sign-in-throttled',
        email,
        userId,
        meta,
        detail: `waiting for the ${claim.by === 'own' ? 'browser' : claim.by}'s delay`,
      });
    }
    if (
      claim.by === 'account' &&
      userId !== null &&
      claim.attempts >= limits.auth.alertAfterAttempts
    ) {
      await reportAccountUnderAttack(services, business, { userId, email }, claim.attempts, meta);
    }
    if (claim.by === 'address') {
      await reportAddressUnderAttack(services, business, claim.attempts, meta);
    }
    return { kind: 'throttled', retryAfterSeconds: claim.retryAfterSeconds };
  }
  const check = await verifyPassword(user?.password_hash ?? DUMMY_HASH, input.password);
  if (!user || userId === null || !check.ok) {
    await recordAudit(services, { event: 'sign-in-failed', email, userId, meta });
    if (userId !== null && claim.accountAttempts >= limits.auth.alertAfterAttempts) {
      await reportAccountUnderAttack(
        services,
        business,
        { userId, email },
        claim.accountAttempts,
        meta,
      );
    }
    return { kind: 'invalid' };
  }
  if (check.needsRehash) {
    await services.db
      .updateTable('admin_users')
      .set({ password_hash: await hashPassword(input.password) })
      .where('id', '=', userId)
      .execute();
  }
  if (user.totp_secret) {
    // The password was right: this browser's counts start again (the code has its own).
    await clearSignInAttempts(services, scope);
    const challenge = randomToken();
    const now = Date.now();
    await services.db
      .insertInto('admin_mfa_challenges')
      .values({
        id_hash: sha256Hex(challenge),
        user_id: userId,
        created_at: now,
        expires_at: now + limits.auth.mfaChallengeTtlMs,
      })
      .execute();
    return {
      kind: 'second-factor',
      cookies: [
        serializeCookie(
          services.config,
          mfaCookieName(services.config),
          challenge,
          limits.auth.mfaChallengeTtlMs / 1000,
        ),
      ],
    };
  }
  return finishSignIn(services, request, userId, email, meta, 'password', device, scope);
}

/** Is a second-factor step pending for this browser (the gate then asks for the code)? */
export async function pendingChallenge(
  services: AuthServices,
  request: Request,
  now = Date.now(),
): Promise<{ userId: number; idHash: string } | null> {
  const raw = readCookie(request, mfaCookieName(services.config));
  if (!isWellFormedToken(raw)) return null;
  const idHash = sha256Hex(raw);
  const row = await services.db
    .selectFrom('admin_mfa_challenges')
    .select(['user_id', 'expires_at'])
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row || Number(row.expires_at) <= now) return null;
  return { userId: Number(row.user_id), idHash };
}

/** Second step: a current TOTP code, or one unused recovery code (which is then spent). */
export async function signInWithSecondFactor(
  services: AuthServices,
  request: Request,
  code: string,
  meta: RequestMeta,
  /** The published business: an alert of guessed codes names it. */
  business: BusinessProfile,
): Promise<SignInResult> {
  const now = Date.now();
  const challenge = await pendingChallenge(services, request, now);
  const clearChallenge = clearCookie(services.config, mfaCookieName(services.config));
  if (!challenge) return { kind: 'expired', cookies: [clearChallenge] };
  const user = await services.db
    .selectFrom('admin_users')
    .select(['id', 'email', 'totp_secret', 'totp_last_step'])
    .where('id', '=', challenge.userId)
    .executeTakeFirst();
  if (!user?.totp_secret) return { kind: 'expired', cookies: [clearChallenge] };

  // The password was right: the codes are counted per challenge, and from a browser the owner
  // has not signed in with also per account (a new challenge costs only the password). The
  // owner's own browsers are never held up by a guesser elsewhere.
  const userId = Number(user.id);
  const device = await readDeviceCookie(services, request, now);
  const scope: SignInScope =
    device?.userId === userId
      ? { kind: 'challenge', idHash: challenge.idHash }
      : { kind: 'challenge', idHash: challenge.idHash, accountId: userId };
  const claim = await claimSignInAttempt(services, scope, now);
  // Codes guessed past the account's free ones after a right password: the owner is told that
  // the password is known (once per window), as wrong passwords past them are told.
  const account = { userId, email: user.email };
  if (!claim.allowed) {
    await recordAudit(services, { event: 'sign-in-throttled', email: user.email, meta });
    if (claim.by === 'account' && claim.attempts >= limits.auth.attemptsPerAccount) {
      await reportAccountUnderAttack(
        services,
        business,
        account,
        claim.attempts,
        meta,
        now,
        'second-factor',
      );
    }
    return { kind: 'throttled', retryAfterSeconds: claim.retryAfterSeconds };
  }

  let method: 'totp' | 'recovery-code' | undefined;
  const step = matchTotp(user.totp_secret, code, now);
  if (step !== null) {
    // Accept each time step once: the conditional update is the replay check, atomic on both
    // databases.
    const updated = await services.db
      .updateTable('admin_users')
      .set({ totp_last_step: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) method = 'totp';
  } else if (isRecoveryCodeShape(code)) {
    const spent = await services.db
      .updateTable('admin_recovery_codes')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('code_hash', '=', hashRecoveryCode(code))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) === 1) {
      method = 'recovery-code';
      await recordAudit(services, { event: 'recovery-code-used', userId, email: user.email, meta });
    }
  }
  if (!method) {
    await recordAudit(services, {
      event: 'sign-in-failed',
      userId,
      email: user.email,
      meta,
      detail: 'second factor',
    });
    if (claim.accountAttempts >= limits.auth.attemptsPerAccount) {
      await reportAccountUnderAttack(
        services,
        business,
        account,
        claim.accountAttempts,
        meta,
        now,
        'second-factor',
      );
    }
    return { kind: 'invalid' };
  }
  await services.db
    .deleteFrom('admin_mfa_challenges')
    .where('id_hash', '=', challenge.idHash)
    .execute();
  const result = await finishSignIn(
    services,
    request,
    userId,
    user.email,
    meta,
    method,
    device,
    scope,
  );
  return { kind: 'signed-in', cookies: [...result.cookies, clearChallenge] };
}

async function finishSignIn(
  services: AuthServices,
  request: Request,
  userId: number,
  email: string,
  meta: RequestMeta,
  method: string,
  /** The request's valid device cookie, when the caller has read it already. */
  device: DeviceClaim | null | undefined,
  /** The counts of the step that just succeeded, cleared now. */
  scope: SignInScope,
): Promise<{ kind: 'signed-in'; cookies: string[] }> {
  // This browser becomes (or stays) one of the account's: failures from elsewhere no longer hold
  // it up. A browser that had a cookie for the account keeps its id (and its own count).
  const known = device === undefined ? await readDeviceCookie(services, request) : device;
  // Independent writes at once: on PostgreSQL each is a round trip, and under an attack every
  // one of them is time the owner waits.
  const [session, deviceCookie] = await Promise.all([
    // A new id at every sign-in: a session id planted before sign-in is worth nothing after it.
    deleteRequestSession(services, request).then(() => createSession(services, userId, meta)),
    issueDeviceCookie(services, userId, known?.userId === userId ? known.deviceId : undefined),
    clearSignInAttempts(services, scope),
    recordAudit(services, { event: 'sign-in', userId, email, meta, detail: method }),
  ]);
  return { kind: 'signed-in', cookies: [session.cookie, deviceCookie] };
}

/** Ends the request's session (deleted from the database, not just forgotten by the browser). */
export async function signOut(
  services: AuthServices,
  request: Request,
  meta: RequestMeta,
): Promise<string[]> {
  const admin = await readSession(services, request);
  if (admin) {
    await deleteSession(services, admin.sessionId);
    await recordAudit(services, {
      event: 'sign-out',
      userId: admin.userId,
      email: admin.email,
      meta,
    });
  }
  return [
    clearSessionCookie(services),
    clearCookie(services.config, mfaCookieName(services.config)),
  ];
}
