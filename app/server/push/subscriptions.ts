import { createECDH } from 'node:crypto';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { z } from 'zod';
import { limits } from '#app/lib/limits.ts';
import type { Database } from '../db/schema.ts';
import type { PushMode } from '../db/tables/push.ts';

export const pushModes = ['urgent', 'all'] as const satisfies readonly PushMode[];

function base64urlBytes(length: number, firstByte?: number) {
  return z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => {
      const bytes = Buffer.from(value, 'base64url');
      return bytes.length === length && (firstByte === undefined || bytes[0] === firstByte);
    });
}

/**
 * The browsers' push services (Chrome, Edge, Firefox, Safari, and those built on them): the
 * server sends to an endpoint, so one anywhere else would make it a request forger (issue 27:
 * 169.254.169.254, metadata.google.internal, `[::1]:22` were accepted).
 */
const PUSH_HOSTS = new Set([
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
]);
const PUSH_HOST_SUFFIXES = ['.push.apple.com', '.notify.windows.com'];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the server may send to `endpoint`: https on a push service's host and default port;
 * with `allowTestService` (PUSH_ALLOW_HTTP_ENDPOINTS=1) also http or https on loopback, where
 * the tests' push service runs.
 */
export function isPushEndpoint(endpoint: string, allowTestService: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowTestService && LOOPBACK.has(url.hostname)) {
    return url.protocol === 'http:' || url.protocol === 'https:';
  }
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    (PUSH_HOSTS.has(url.hostname) ||
      PUSH_HOST_SUFFIXES.some((suffix) => url.hostname.endsWith(suffix)))
  );
}

/** An uncompressed point on P-256 (a browser's p256dh): anything else fails the encryption later. */
function isP256Point(value: string): boolean {
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    // Node refuses a public key that is not a point of the curve.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(PROBE_KEY);
    ecdh.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}
const PROBE_KEY = Buffer.alloc(32, 1);

/**
 * A browser's `PushSubscription.toJSON()`: an endpoint on a push service (`isPushEndpoint`),
 * a P-256 public key and a 16-byte auth secret (RFC 8291).
 */
export function subscriptionSchema(allowTestService: boolean) {
  return z.object({
    endpoint: z
      .string()
      .max(2000)
      .refine((value) => isPushEndpoint(value, allowTestService)),
    keys: z.object({
      p256dh: base64urlBytes(65, 0x04).refine(isP256Point),
      auth: base64urlBytes(16),
    }),
  });
}

export type SubscriptionInput = z.infer<ReturnType<typeof subscriptionSchema>>;

/**
 * Stores (or re-points) this device's subscription. A browser re-subscribing with the same
 * endpoint updates its row: the endpoint is unique.
 */
export async function saveSubscription(
  db: Kysely<Database>,
  input: {
    subscription: SubscriptionInput;
    userId: number;
    sessionHash: string;
    mode: PushMode;
    userAgent: string;
  },
  now = Date.now(),
): Promise<number> {
  const { subscription } = input;
  const values = {
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    user_id: input.userId,
    session_hash: input.sessionHash,
    mode: input.mode,
    user_agent: input.userAgent.slice(0, 300),
  };
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('push_subscriptions')
      .values({ endpoint: subscription.endpoint, ...values, created_at: now })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    // A runaway client cannot grow the table without bound: the oldest devices go first.
    const stale = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', input.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(limits.push.maxPerUser)
      .limit(1000)
      .execute();
    if (stale.length > 0) {
      await deleteDevices(trx, (eb) =>
        eb(
          'id',
          'in',
          stale.map((s) => s.id),
        ),
      );
    }
    return Number(row.id);
  });
}

type DeviceFilter = (eb: ExpressionBuilder<Database, 'push_subscriptions'>) => Expression<SqlBool>;

/** One device of one admin: an endpoint is only ever read or changed by the admin it belongs to. */
function ownDevice(userId: number, endpoint: string): DeviceFilter {
  return (eb) => eb.and({ user_id: userId, endpoint });
}

/**
 * Deletes devices, the alerts that name them unlinked first: the order the outbox worker takes
 * them in (its result writes the alert's row, then its device's `last_success_at`). Left to the
 * foreign key's ON DELETE SET NULL, a delete locked the devices first and then waited for the
 * alert rows, and a password change during a push delivery ended in a PostgreSQL deadlock
 * ("Failed to update security settings": the CI flake of sessions 6 and 9).
 */
async function deleteDevices(db: Kysely<Database>, which: DeviceFilter): Promise<number> {
  await db
    .updateTable('outbox')
    .set({ push_subscription_id: null })
    .where(
      'push_subscription_id',
      'in',
      db.selectFrom('push_subscriptions').select('id').where(which),
    )
    .execute();
  const result = await db.deleteFrom('push_subscriptions').where(which).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The subscription of this endpoint, if it belongs to this admin. */
export async function findSubscription(db: Kysely<Database>, userId: number, endpoint: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'mode', 'created_at', 'last_success_at'])
    .where(ownDevice(userId, endpoint))
    .executeTakeFirst();
}

export async function setSubscriptionMode(
  db: Kysely<Database>,
  userId: number,
  endpoint: string,
  mode: PushMode,
): Promise<boolean> {
  const result = await db
    .updateTable('push_subscriptions')
    .set({ mode })
    .where(ownDevice(userId, endpoint))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function removeSubscription(
  db: Kysely<Database>,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  return (await deleteDevices(db, ownDevice(userId, endpoint))) > 0;
}

/**
 * Every device of this admin stops getting alerts: the password changed or the owner signed
 * out everywhere (a stolen session's device must not keep reading lead alerts).
 */
export async function removeUserSubscriptions(
  db: Kysely<Database>,
  userId: number,
): Promise<number> {
  return deleteDevices(db, (eb) => eb('user_id', '=', userId));
}
