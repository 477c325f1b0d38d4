import type { Transaction, Updateable } from 'kysely';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import type { Database } from '../db/schema.ts';
import type { AdminUsersTable } from '../db/tables/auth.ts';
import type { AppServices } from '../services.ts';
import { recentAudit, recordAudit, type AuditRow } from './audit.ts';
import { verifyPassword } from './password-hash.ts';
import type { RequestMeta } from './request-meta.ts';
import type { AdminIdentity } from './sessions.ts';
import { claimSignInAttempt, clearSignInAttempts, throttledMessage } from './throttle.ts';
import {
  enrollment,
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  type TotpEnrollment,
} from './totp.ts';

type Services = Pick<AppServices, 'db' | 'config' | 'log'>;

type SecondFactorColumns = Pick<
  Updateable<AdminUsersTable>,
  'totp_secret' | 'totp_pending_secret' | 'totp_enabled_at' | 'totp_last_step'
>;

/** Turning the factor on or off: its columns set, and the old recovery codes never valid again. */
async function replaceSecondFactor(
  tx: Transaction<Database>,
  userId: number,
  columns: SecondFactorColumns,
): Promise<void> {
  await tx.updateTable('admin_users').set(columns).where('id', '=', userId).execute();
  await tx.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
}

export interface SecurityOverview {
  email: string;
  totpEnabled: boolean;
  /** Set while the owner is scanning a new QR code and has not confirmed it yet. */
  enrollment: TotpEnrollment | null;
  recoveryCodesLeft: number;
  audit: AuditRow[];
}

export async function securityOverview(
  services: Services,
  admin: AdminIdentity,
): Promise<SecurityOverview> {
  const user = await totpSecrets(services, admin);
  const codes = await services.db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('user_id', '=', admin.userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    email: admin.email,
    totpEnabled: !!user.totp_secret,
    enrollment:
      !user.totp_secret && user.totp_pending_secret
        ? await enrollment(user.totp_pending_secret, admin.email)
        : null,
    recoveryCodesLeft: Number(codes.left),
    audit: await recentAudit(services),
  };
}

/** The admin's TOTP secret (set once confirmed) and the one waiting for its first code. */
function totpSecrets(services: Services, admin: AdminIdentity) {
  return services.db
    .selectFrom('admin_users')
    .select(['totp_secret', 'totp_pending_secret'])
    .where('id', '=', admin.userId)
    .executeTakeFirstOrThrow();
}

/** Step 1 of turning TOTP on: a fresh secret waits for its first code. */
export async function startTotpEnrollment(services: Services, admin: AdminIdentity): Promise<void> {
  await services.db
    .updateTable('admin_users')
    .set({ totp_pending_secret: newTotpSecret() })
    .where('id', '=', admin.userId)
    .where('totp_secret', 'is', null)
    .execute();
}

export async function cancelTotpEnrollment(
  services: Services,
  admin: AdminIdentity,
): Promise<void> {
  await services.db
    .updateTable('admin_users')
    .set({ totp_pending_secret: null })
    .where('id', '=', admin.userId)
    .execute();
}

export type ConfirmResult = { ok: true; recoveryCodes: string[] } | { ok: false; message: string };

/**
 * Step 2: the current password, and a code from the app that proves it holds the secret. TOTP
 * turns on and ten recovery codes are made; they are returned this once and stored only as hashes.
 */
export async function confirmTotpEnrollment(
  services: Services,
  admin: AdminIdentity,
  input: { code: string; currentPassword: string },
  meta: RequestMeta,
): Promise<ConfirmResult> {
  const user = await totpSecrets(services, admin);
  if (user.totp_secret) return { ok: false, message: messages.auth.totpEnabled };
  // Whoever holds the session for a minute would otherwise turn it on with their own app and
  // keep the recovery codes: the owner locked out until someone with a shell resets the account.
  const password = await checkCurrentPassword(services, admin, input.currentPassword);
  if (!password.ok) return password;
  const code = input.code;
  const secret = user.totp_pending_secret;
  const step = secret ? matchTotp(secret, code) : null;
  if (!secret || step === null) return { ok: false, message: messages.auth.totpInvalidCode };
  const recoveryCodes = newRecoveryCodes();
  const now = Date.now();
  await services.db.transaction().execute(async (tx) => {
    await replaceSecondFactor(tx, admin.userId, {
      totp_secret: secret,
      totp_pending_secret: null,
      totp_enabled_at: now,
      totp_last_step: step,
    });
    await tx
      .insertInto('admin_recovery_codes')
      .values(
        recoveryCodes.map((c) => ({
          user_id: admin.userId,
          code_hash: hashRecoveryCode(c),
          created_at: now,
          used_at: null,
        })),
      )
      .execute();
  });
  await recordAudit(services, {
    event: 'totp-enabled',
    userId: admin.userId,
    email: admin.email,
    meta,
  });
  return { ok: true, recoveryCodes };
}

/**
 * The current password, asked before the second factor is turned on or off. Counted per session:
 * an attack on the sign-in form does not stop the owner here (issue 19).
 */
async function checkCurrentPassword(
  services: Services,
  admin: AdminIdentity,
  currentPassword: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const scope = { kind: 'session', sessionId: admin.sessionId } as const;
  const claim = await claimSignInAttempt(services, scope);
  if (!claim.allowed) {
    return { ok: false, message: throttledMessage(claim.retryAfterSeconds) };
  }
  const user = await services.db
    .selectFrom('admin_users')
    .select(['password_hash'])
    .where('id', '=', admin.userId)
    .executeTakeFirstOrThrow();
  const check = await verifyPassword(
    user.password_hash,
    currentPassword.slice(0, limits.auth.maxInputChars),
  );
  if (!check.ok) {
    return { ok: false, message: messages.auth.wrongCurrentPassword };
  }
  await clearSignInAttempts(services, scope);
  return { ok: true };
}

/** Turning the second factor off needs the current password. */
export async function disableTotp(
  services: Services,
  admin: AdminIdentity,
  currentPassword: string,
  meta: RequestMeta,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const password = await checkCurrentPassword(services, admin, currentPassword);
  if (!password.ok) return password;
  await services.db.transaction().execute((tx) =>
    replaceSecondFactor(tx, admin.userId, {
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    }),
  );
  await recordAudit(services, {
    event: 'totp-disabled',
    userId: admin.userId,
    email: admin.email,
    meta,
  });
  return { ok: true };
}
