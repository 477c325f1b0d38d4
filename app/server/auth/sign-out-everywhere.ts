import type { AppServices } from '../services.ts';
import { removeUserSubscriptions } from '../push/subscriptions.ts';
import { recordAudit } from './audit.ts';
import { clearCookie, mfaCookieName } from './cookies.ts';
import { forgetAllDevices, issueDeviceCookie, readDeviceCookie } from './device-cookie.ts';
import type { RequestMeta } from './request-meta.ts';
import { clearSessionCookie, type AdminIdentity } from './sessions.ts';

type Services = Pick<AppServices, 'db' | 'config' | 'log'>;

export interface SignOutEverywhereResult {
  sessions: number;
  devices: number;
  /** Set-Cookie headers for the browser that asked: its session cleared, its device cookie renewed. */
  cookies: string[];
}

/**
 * The Security tab's "Sign out everywhere" (issue 17): a lost phone or a shared computer.
 * Every session of the owner ends, this one included; every push subscription goes (a stolen
 * phone must not keep reading lead alerts); pending second-factor challenges go (a password
 * typed elsewhere is worth nothing now); every remembered sign-in device is forgotten (the
 * device cookie's key changes). All of it in one transaction: either everything or nothing.
 *
 * The browser that asked is the owner's by definition: it gets a device cookie under the new
 * key (the same device id), so an attack on the sign-in form does not hold up its next sign-in.
 */
export async function signOutEverywhere(
  services: Services,
  admin: AdminIdentity,
  request: Request,
  meta: RequestMeta,
): Promise<SignOutEverywhereResult> {
  const device = await readDeviceCookie(services, request);
  const { sessions, devices } = await services.db.transaction().execute(async (tx) => {
    const ended = await tx
      .deleteFrom('admin_sessions')
      .where('user_id', '=', admin.userId)
      .executeTakeFirst();
    const removed = await removeUserSubscriptions(tx, admin.userId);
    await tx.deleteFrom('admin_mfa_challenges').where('user_id', '=', admin.userId).execute();
    // A link sent before would make a browser one of the owner's again (issue 27).
    await tx.deleteFrom('admin_sign_in_links').where('user_id', '=', admin.userId).execute();
    await forgetAllDevices({ db: tx });
    return { sessions: Number(ended.numDeletedRows), devices: removed };
  });
  await recordAudit(services, {
    event: 'sign-out-everywhere',
    userId: admin.userId,
    email: admin.email,
    meta,
    detail: `${sessions} session${sessions === 1 ? '' : 's'}, ${devices} push device${devices === 1 ? '' : 's'}`,
  });
  const deviceCookie = await issueDeviceCookie(
    services,
    admin.userId,
    device?.userId === admin.userId ? device.deviceId : undefined,
  );
  return {
    sessions,
    devices,
    cookies: [
      clearSessionCookie(services),
      clearCookie(services.config, mfaCookieName(services.config)),
      deviceCookie,
    ],
  };
}
