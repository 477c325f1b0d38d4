import { limits } from '#app/lib/limits.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import type { AppServices } from '../services.ts';
import { recordAudit } from './audit.ts';
import { issueDeviceCookie, readDeviceCookie } from './device-cookie.ts';
import type { RequestMeta } from './request-meta.ts';
import { firstInWindow } from './throttle.ts';
import { isLiveOneTimeToken, isWellFormedToken, newOneTimeToken, sha256Hex } from './tokens.ts';
import { addressKey } from '../security/address-key.ts';

type LinkServices = Pick<AppServices, 'db' | 'config' | 'log'>;

/**
 * Issue 27: a new browser's way in while someone keeps the account's delays running. The
 * "account under attack" e-mail carries a one-time link; the browser that uses it gets the
 * account's device cookie, so only its own failures count, as for any browser the owner signed
 * in with. It grants no session: the password (and the second factor) are still checked.
 * Single use, `limits.auth.signInLinkTtlMs` long, bound to one account, only its SHA-256 kept.
 */
export async function createSignInLink(
  services: Pick<AppServices, 'db' | 'config'>,
  userId: number,
  now = Date.now(),
): Promise<string> {
  const { token, row } = newOneTimeToken(limits.auth.signInLinkTtlMs, now);
  await services.db
    .insertInto('admin_sign_in_links')
    .values({ ...row, user_id: userId })
    .execute();
  return `${services.config.publicOrigin}${adminRoutes.signInLink(token)}`;
}

/** Is the link still usable (shown before the owner confirms; a GET never spends it)? */
export async function isSignInLinkLive(
  services: Pick<AppServices, 'db'>,
  token: string | null,
  now = Date.now(),
): Promise<boolean> {
  return isLiveOneTimeToken(services.db, 'admin_sign_in_links', token, now);
}

/**
 * Spends the link (one conditional update: of two uses at once, one wins) and answers the
 * device cookie for its account, or null when it is unknown, spent or expired.
 */
export async function spendSignInLink(
  services: LinkServices,
  request: Request,
  token: string,
  meta: RequestMeta,
  now = Date.now(),
): Promise<string | null> {
  const spent = isWellFormedToken(token)
    ? await services.db
        .updateTable('admin_sign_in_links')
        .set({ used_at: now })
        .where('token_hash', '=', sha256Hex(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst()
    : undefined;
  if (!spent) {
    // Guessing 256 bits is hopeless; one entry per address and window keeps a flood quiet.
    if (await firstInWindow(services, `link-refused:${addressKey(meta.ip)}`)) {
      await recordAudit(services, { event: 'sign-in-link-refused', meta }, now);
    }
    return null;
  }
  const userId = Number(spent.user_id);
  const user = await services.db
    .selectFrom('admin_users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  const known = await readDeviceCookie(services, request, now);
  const cookie = await issueDeviceCookie(
    services,
    userId,
    known?.userId === userId ? known.deviceId : undefined,
    now,
  );
  await recordAudit(
    services,
    {
      event: 'sign-in-link-used',
      userId,
      email: user?.email ?? null,
      meta,
      detail: "this browser is now one of the owner's; the password is still required",
    },
    now,
  );
  return cookie;
}

/** Links past their lifetime (used or not) are worth nothing: removed with the hourly purge. */
export async function purgeSignInLinks(
  services: Pick<AppServices, 'db'>,
  now = Date.now(),
): Promise<void> {
  await services.db.deleteFrom('admin_sign_in_links').where('expires_at', '<=', now).execute();
}
