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
 * A browser's `PushSubscription.toJSON()`. The endpoint must be https (every browser's push
 * service is); `allowHttp` is for the test push service on loopback only.
 */
export function subscriptionSchema(allowHttp: boolean) {
  return z.object({
    endpoint: z
      .string()
      .max(2000)
      .refine((value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' || (allowHttp && url.protocol === 'http:');
        } catch {
          return false;
        }
      }),
    keys: z.object({
      // An uncompressed P-256 point and a 16-byte auth secret (RFC 8291).
      p256dh: base64urlBytes(65, 0x04),
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
    .updateTable('mail_outbox')
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
