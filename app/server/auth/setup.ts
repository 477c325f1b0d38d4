import { adminEmailProblem, normaliseEmail } from '#app/lib/credential-rules.ts';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import type { AppServices } from '../services.ts';
import {
  adminExists,
  insertAdminUser,
  setupPasswordError,
  type BusinessName,
} from './admin-account.ts';
import { recordAudit } from './audit.ts';
import { hashPassword } from './password-hash.ts';
import type { RequestMeta } from './request-meta.ts';
import { countSetupFailure, peekSetupThrottle } from './throttle.ts';
import { isLiveOneTimeToken, newOneTimeToken, sha256Hex } from './tokens.ts';

type SetupServices = Pick<AppServices, 'db' | 'config' | 'log'>;

/**
 * While no admin exists, issues a one-time setup token (stored hashed, valid 24 h) and prints its
 * link once. Several instances each print their own link; any one of them works once.
 */
export async function announceSetupLink(services: SetupServices, now = Date.now()): Promise<void> {
  if (await adminExists(services)) return;
  await services.db.deleteFrom('admin_setup_tokens').where('expires_at', '<=', now).execute();
  const { token, row } = newOneTimeToken(limits.auth.setupTokenTtlMs, now);
  await services.db.insertInto('admin_setup_tokens').values(row).execute();
  const setupUrl = `${services.config.publicOrigin}/init-admin?token=${token}`;
  services.log.warn(
    { setupUrl, expiresAt: new Date(now + limits.auth.setupTokenTtlMs).toISOString() },
    'No admin account yet: open this one-time link to create it (or run npm run admin:create)',
  );
}

export type SetupTokenState =
  | { state: 'valid' }
  | { state: 'invalid' }
  | { state: 'throttled'; retryAfterSeconds: number }
  | { state: 'done' };

/** Checks a setup token from /init-admin; a wrong one counts against the client IP. */
export async function checkSetupToken(
  services: SetupServices,
  token: string | null,
  meta: RequestMeta,
  now = Date.now(),
): Promise<SetupTokenState> {
  if (await adminExists(services)) return { state: 'done' };
  const throttle = await peekSetupThrottle(services, meta.ip);
  if (!throttle.allowed)
    return { state: 'throttled', retryAfterSeconds: throttle.retryAfterSeconds };
  if (await isLiveOneTimeToken(services.db, 'admin_setup_tokens', token, now)) {
    return { state: 'valid' };
  }
  // Only a wrong token is a guess worth counting; a bare /init-admin is not.
  if (token) await countSetupFailure(services, meta.ip);
  return { state: 'invalid' };
}

export type SetupResult =
  | { ok: true; email: string }
  | { ok: false; field: 'email' | 'password' | 'token'; message: string }
  | { ok: false; field: 'done'; message: string };

/**
 * Creates the owner from /init-admin. The token is spent and the account inserted in one
 * transaction; the unique owner role refuses a second account from a racing request.
 */
export async function completeSetup(
  services: SetupServices,
  input: { token: string | null; email: string; password: string },
  meta: RequestMeta,
  business: BusinessName,
): Promise<SetupResult> {
  const tokenState = await checkSetupToken(services, input.token, meta);
  if (tokenState.state === 'done') {
    return { ok: false, field: 'done', message: messages.auth.adminExists };
  }
  if (tokenState.state === 'throttled') {
    return {
      ok: false,
      field: 'token',
      message: messages.auth.setupThrottled(Math.ceil(tokenState.retryAfterSeconds / 60)),
    };
  }
  if (tokenState.state === 'invalid') {
    return { ok: false, field: 'token', message: messages.auth.invalidSetupLink };
  }
  const email = normaliseEmail(input.email);
  const emailProblem = adminEmailProblem(email, messages.settings.invalidAdminEmail);
  if (emailProblem) return { ok: false, field: 'email', message: emailProblem };
  const problem = setupPasswordError(input.password, [email, business.name]);
  if (problem) return { ok: false, field: 'password', message: problem };

  const passwordHash = await hashPassword(input.password);
  const now = Date.now();
  const tokenHash = sha256Hex(input.token ?? '');
  try {
    const userId = await services.db.transaction().execute(async (tx) => {
      const spent = await tx
        .updateTable('admin_setup_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) return null;
      const userId = await insertAdminUser(tx, { email, passwordHash, now });
      await tx.deleteFrom('admin_setup_tokens').execute();
      return userId;
    });
    if (userId === null) {
      return { ok: false, field: 'token', message: messages.auth.invalidSetupLink };
    }
    await recordAudit(services, { event: 'setup', userId, email, meta });
    return { ok: true, email };
  } catch (error) {
    // The owner role is unique: another request created the admin first.
    if (await adminExists(services)) {
      return { ok: false, field: 'done', message: messages.auth.adminExists };
    }
    throw error;
  }
}
