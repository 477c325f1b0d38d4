import type { Kysely } from 'kysely';
import type { BusinessProfile } from '#app/content/schema.ts';
import {
  adminEmailProblem,
  newPasswordProblem,
  normaliseEmail,
  setupPasswordProblem,
} from '#app/lib/credential-rules.ts';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import type { Database } from '../db/schema.ts';
import type { AppServices } from '../services.ts';
import { recordAudit } from './audit.ts';
import { isCommonPassword } from './common-passwords.ts';
import { passwordScore } from './password-strength.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import type { RequestMeta } from './request-meta.ts';
import { createSignInLink } from './sign-in-link.ts';
import { deleteOtherSessions, type AdminIdentity } from './sessions.ts';
import { removeUserSubscriptions } from '../push/subscriptions.ts';
import {
  claimSignInAttempt,
  clearAllSignInDelays,
  clearSignInAttempts,
  throttledMessage,
} from './throttle.ts';

type AccountServices = Pick<AppServices, 'db' | 'config' | 'log'>;

/** The published business: a password made of its name is easy to guess. */
export type BusinessName = Pick<BusinessProfile, 'name'>;

export async function adminExists(services: Pick<AppServices, 'db'>): Promise<boolean> {
  const row = await services.db.selectFrom('admin_users').select('id').limit(1).executeTakeFirst();
  return !!row;
}

/**
 * The one rule for every new admin password (issue 19), at /init-admin, `npm run admin:create`
 * and Settings alike: the spec's rule (upper, lower, digit, 8-128), then not on the common list,
 * then zxcvbn's strength estimate (`related`: the account's e-mail and the business name, which
 * the callers pass). Each refusal says what to do instead.
 */
function passwordError(
  password: string,
  specRule: (password: string) => string | undefined,
  related: readonly string[],
): string | undefined {
  const problem = specRule(password);
  if (problem) return problem;
  if (isCommonPassword(password)) return messages.auth.commonPassword;
  if (passwordScore(password, related) < limits.auth.passwordMinScore) {
    return messages.auth.guessablePassword;
  }
  return undefined;
}

/** A first password (setup, admin:create): the spec's "at least 8 characters long" when short. */
export function setupPasswordError(
  password: string,
  related: readonly string[] = [],
): string | undefined {
  return passwordError(password, setupPasswordProblem, related);
}

/** A new password from Settings: the spec's Settings message for every rule it names. */
export function newPasswordError(
  password: string,
  related: readonly string[] = [],
): string | undefined {
  return passwordError(password, newPasswordProblem, related);
}

export type CreateAdminResult =
  { ok: true; created: boolean; userId: number } | { ok: false; message: string };

/**
 * `npm run admin:create`: creates the owner account, or resets its e-mail and password (every
 * session ends). The second factor stays on unless `disableTotp` is set.
 */
export async function createOrResetAdmin(
  services: AccountServices,
  input: { email: string; password: string; disableTotp?: boolean },
  meta: RequestMeta,
  business: BusinessName,
): Promise<CreateAdminResult> {
  const email = normaliseEmail(input.email);
  const emailProblem = adminEmailProblem(email, messages.settings.invalidAdminEmail);
  if (emailProblem) return { ok: false, message: emailProblem };
  const problem = setupPasswordError(input.password, [email, business.name]);
  if (problem) return { ok: false, message: problem };
  const passwordHash = await hashPassword(input.password);
  const now = Date.now();
  const existing = await services.db.selectFrom('admin_users').select('id').executeTakeFirst();
  let userId: number;
  if (existing) {
    userId = Number(existing.id);
    await services.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('admin_users')
        .set({
          email,
          password_hash: passwordHash,
          credentials_changed_at: now,
          ...(input.disableTotp
            ? { totp_secret: null, totp_pending_secret: null, totp_enabled_at: null }
            : {}),
        })
        .where('id', '=', userId)
        .execute();
      await tx.deleteFrom('admin_sessions').where('user_id', '=', userId).execute();
      await removeUserSubscriptions(tx, userId);
      await tx.deleteFrom('admin_mfa_challenges').where('user_id', '=', userId).execute();
      if (input.disableTotp) {
        await tx.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
      }
    });
  } else {
    userId = await insertAdminUser(services.db, { email, passwordHash, now });
  }
  await services.db.deleteFrom('admin_setup_tokens').execute();
  await clearAllSignInDelays(services);
  await recordAudit(services, {
    event: 'admin-create-cli',
    userId,
    email,
    meta,
    detail: existing ? 'reset' : 'created',
  });
  return { ok: true, created: !existing, userId };
}

export interface CredentialChange {
  currentPassword: string;
  /** New login e-mail; empty or the same address keeps it. */
  newEmail?: string | undefined;
  /** New password; empty keeps the current one (the spec's rule). */
  newPassword?: string | undefined;
}

export type CredentialChangeResult =
  | { ok: true; email: string; changed: Array<'email' | 'password'> }
  | { ok: false; message: string; field: 'currentPassword' | 'newEmail' | 'newPassword' };

/**
 * Settings: changes the login e-mail and/or password. Needs the current password (throttled like
 * a sign-in); on success every other session of the owner ends and the calling one stays.
 * The Settings tab calls this first and saves nothing else when it fails (the spec's order).
 */
export async function changeCredentials(
  services: AccountServices,
  admin: AdminIdentity,
  change: CredentialChange,
  meta: RequestMeta,
  business: BusinessName,
): Promise<CredentialChangeResult> {
  const newEmail = change.newEmail ? normaliseEmail(change.newEmail) : '';
  const newPassword = change.newPassword ?? '';
  const emailProblem = newEmail
    ? adminEmailProblem(newEmail, messages.settings.invalidAdminEmail)
    : undefined;
  if (emailProblem) return { ok: false, field: 'newEmail', message: emailProblem };
  if (newPassword) {
    const problem = newPasswordError(newPassword, [newEmail || admin.email, business.name]);
    if (problem) return { ok: false, field: 'newPassword', message: problem };
  }
  const emailChanges = !!newEmail && newEmail !== admin.email;
  if (!emailChanges && !newPassword) {
    return { ok: false, field: 'newEmail', message: messages.auth.nothingToChange };
  }
  if (!change.currentPassword) {
    return {
      ok: false,
      field: 'currentPassword',
      message: messages.auth.currentPasswordRequired,
    };
  }
  // Counted per session: an attack on the sign-in form does not stop the owner here (issue 19).
  const scope = { kind: 'session', sessionId: admin.sessionId } as const;
  const claim = await claimSignInAttempt(services, scope);
  if (!claim.allowed) {
    return {
      ok: false,
      field: 'currentPassword',
      message: throttledMessage(claim.retryAfterSeconds),
    };
  }
  const user = await services.db
    .selectFrom('admin_users')
    .select(['password_hash'])
    .where('id', '=', admin.userId)
    .executeTakeFirst();
  const check = user ? await verifyPassword(user.password_hash, change.currentPassword) : null;
  if (!check?.ok) {
    await recordAudit(services, {
      event: 'credential-change-failed',
      userId: admin.userId,
      email: admin.email,
      meta,
    });
    return { ok: false, field: 'currentPassword', message: messages.auth.wrongCurrentPassword };
  }
  const changed: Array<'email' | 'password'> = [];
  if (emailChanges) changed.push('email');
  if (newPassword) changed.push('password');
  // Hashed before the transaction: it is the slow part, and no row should wait on it.
  const passwordHash = newPassword ? await hashPassword(newPassword) : undefined;
  try {
    // One transaction: when any step fails, the old credentials, the other sessions and the
    // devices all stay, so "Failed to update" is the whole truth.
    await services.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('admin_users')
        .set({
          ...(emailChanges ? { email: newEmail } : {}),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          credentials_changed_at: Date.now(),
        })
        .where('id', '=', admin.userId)
        .execute();
      await deleteOtherSessions({ ...services, db: tx }, admin.userId, admin.sessionId);
      // A new password also ends push alerts on every device (a thief's phone among them).
      if (newPassword) await removeUserSubscriptions(tx, admin.userId);
      await tx.deleteFrom('admin_mfa_challenges').where('user_id', '=', admin.userId).execute();
    });
  } catch (error) {
    services.log.error({ err: error }, 'credential change failed');
    return { ok: false, field: 'newEmail', message: messages.admin.updateSettingsFailed };
  }
  await clearSignInAttempts(services, scope);
  await recordAudit(services, {
    event: 'credential-change',
    userId: admin.userId,
    email: emailChanges ? newEmail : admin.email,
    meta,
    detail: changed.join(','),
  });
  return { ok: true, email: emailChanges ? newEmail : admin.email, changed };
}

/** The admin account row (the setup link and a first save of the credentials create it). */
export async function insertAdminUser(
  db: Kysely<Database>,
  account: { email: string; passwordHash: string; now: number },
): Promise<number> {
  const row = await db
    .insertInto('admin_users')
    .values({
      email: account.email,
      password_hash: account.passwordHash,
      credentials_changed_at: account.now,
      created_at: account.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * `npm run admin:create -- --sign-in-link` (issue 37): the owner's way in from a shell when a new
 * browser is held up (someone failing on purpose from their address). Clears every sign-in delay
 * and answers a one-time sign-in link for the admin, or null when there is none yet.
 */
export async function cliSignInLink(
  services: Pick<AppServices, 'db' | 'config' | 'log'>,
  meta: RequestMeta,
): Promise<string | null> {
  const admin = await services.db
    .selectFrom('admin_users')
    .select(['id', 'email'])
    .orderBy('id')
    .executeTakeFirst();
  if (!admin) return null;
  await clearAllSignInDelays(services);
  const link = await createSignInLink(services, Number(admin.id));
  await recordAudit(services, {
    event: 'sign-in-link-cli',
    userId: Number(admin.id),
    email: admin.email,
    meta,
    detail: 'sign-in delays cleared; one-time sign-in link printed',
  });
  return link;
}
