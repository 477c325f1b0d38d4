import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { limits } from '#app/lib/limits.ts';
import type { AppConfig } from '../config.ts';
import type { AppServices } from '../services.ts';
import { readCookies, serializeCookie, type CookieScope } from './cookies.ts';

/**
 * The device cookie (OWASP's answer to lock-out abuse, issue 19): a browser that signed in to
 * an account gets a signed cookie naming that account. Sign-in failures from elsewhere never
 * slow such a browser down; its own failures slow down only itself. It grants nothing else: the
 * password (and the second factor) are still checked, and no session comes from it.
 *
 * Value: `<userId>.<issuedAt s>.<deviceId>.<HMAC-SHA256>`, signed with a key that lives in the
 * database (`server_secrets`), so every instance on the database accepts it and a copy of the
 * code or of a browser's cookies cannot forge one for another account.
 */
export interface DeviceClaim {
  userId: number;
  /** 128 random bits naming this browser: its own throttle key. */
  deviceId: string;
}

type DeviceServices = Pick<AppServices, 'db' | 'config'>;

const SECRET_NAME = 'device-cookie';
const VERSION = 'device.v1';
const COOKIE_PATTERN = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const maxAgeSeconds = limits.auth.deviceCookieDays * 24 * 60 * 60;

/** `__Host-` on https: Secure, Path=/ and no Domain, so no sibling subdomain can plant one. */
export function deviceCookieName(config: Pick<AppConfig, 'isHttps'>): string {
  return config.isHttps ? '__Host-cfgd_device' : 'cfgd_device';
}

/**
 * Path=/ (issue 27): the sign-in form's script posts to `/admin.data` (React Router's data
 * URL), which a cookie with Path=/admin does not match (RFC 6265 section 5.1.4), so the owner's
 * browser was counted as a stranger's whenever JavaScript ran. Never sent on a request started
 * by another site.
 */
const DEVICE_SCOPE: CookieScope = { path: '/', sameSite: 'Strict' };

/** The signing key, made on first use (the insert that loses a race keeps the winner's). */
async function signingKey(services: Pick<AppServices, 'db'>): Promise<Buffer> {
  const read = () =>
    services.db
      .selectFrom('server_secrets')
      .select('secret')
      .where('name', '=', SECRET_NAME)
      .executeTakeFirst();
  let row = await read();
  if (!row) {
    await services.db
      .insertInto('server_secrets')
      .values({
        name: SECRET_NAME,
        secret: randomBytes(32).toString('base64url'),
        created_at: Date.now(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('device cookie key missing after insert');
  return Buffer.from(row.secret, 'base64url');
}

function sign(key: Buffer, userId: number, issuedAt: number, deviceId: string): string {
  return createHmac('sha256', key)
    .update(`${VERSION}.${userId}.${issuedAt}.${deviceId}`)
    .digest('base64url');
}

/** The request's device cookie if its signature is right and it has not expired; else null. */
/** Whether the browser sends a device cookie at all, valid or not. */
export function carriesDeviceCookie(
  services: Pick<DeviceServices, 'config'>,
  request: Request,
): boolean {
  return readCookies(request, deviceCookieName(services.config)).length > 0;
}

export async function readDeviceCookie(
  services: DeviceServices,
  request: Request,
  now = Date.now(),
): Promise<DeviceClaim | null> {
  // A browser that signed in before issue 27 may also hold one with Path=/admin: any valid one.
  for (const raw of readCookies(request, deviceCookieName(services.config))) {
    const claim = await verifyDeviceCookie(services, raw, now);
    if (claim) return claim;
  }
  return null;
}

async function verifyDeviceCookie(
  services: DeviceServices,
  raw: string,
  now: number,
): Promise<DeviceClaim | null> {
  const match = COOKIE_PATTERN.exec(raw);
  if (!match) return null;
  const [, userIdText, issuedText, deviceId, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const userId = Number(userIdText);
  const issuedAt = Number(issuedText);
  const nowSeconds = Math.floor(now / 1000);
  // Expired, or dated in the future (clock skew between instances aside: a minute).
  if (issuedAt + maxAgeSeconds <= nowSeconds || issuedAt > nowSeconds + 60) return null;
  const expected = Buffer.from(sign(await signingKey(services), userId, issuedAt, deviceId));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, deviceId };
}

/**
 * After a full sign-in: the Set-Cookie header marking this browser as one of the account's.
 * A browser that already had one keeps its id (its throttle key); the date is renewed.
 */
export async function issueDeviceCookie(
  services: DeviceServices,
  userId: number,
  deviceId: string | undefined,
  now = Date.now(),
): Promise<string> {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  const issuedAt = Math.floor(now / 1000);
  const signature = sign(await signingKey(services), userId, issuedAt, id);
  return serializeCookie(
    services.config,
    deviceCookieName(services.config),
    `${userId}.${issuedAt}.${id}.${signature}`,
    maxAgeSeconds,
    DEVICE_SCOPE,
  );
}

/**
 * "Sign out everywhere": every device cookie ever issued stops being valid (a new signing key;
 * the cookies carry no server-side row to delete). A browser that held one is counted again
 * like any stranger's until it signs in again. There is one admin account, so one key suffices.
 */
export async function forgetAllDevices(services: Pick<AppServices, 'db'>): Promise<void> {
  const secret = randomBytes(32).toString('base64url');
  await services.db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, secret, created_at: Date.now() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ secret, created_at: Date.now() }))
    .execute();
}
