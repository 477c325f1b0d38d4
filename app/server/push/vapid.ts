import type { Kysely } from 'kysely';
import webPush from 'web-push';
import type { Database } from '../db/schema.ts';

/** The application server's VAPID key pair (RFC 8292), base64url as web-push takes them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY = 'push_vapid_keys';

function parseKeys(value: string | undefined): VapidKeys | undefined {
  if (!value) return undefined;
  const parsed = JSON.parse(value) as Partial<VapidKeys>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error(`admin_settings.${KEY} is malformed`);
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

async function readKeys(db: Kysely<Database>): Promise<VapidKeys | undefined> {
  const row = await db
    .selectFrom('admin_settings')
    .select('setting_value')
    .where('setting_key', '=', KEY)
    .executeTakeFirst();
  return parseKeys(row?.setting_value);
}

/**
 * The VAPID keys, made at the first start and kept in the database so every instance signs
 * with the same key (browsers bind a subscription to it). Both halves are one row, inserted
 * with ON CONFLICT DO NOTHING: two instances starting at once keep whichever landed first
 * and both read that one back.
 */
export async function ensureVapidKeys(db: Kysely<Database>): Promise<VapidKeys> {
  const existing = await readKeys(db);
  if (existing) return existing;
  const made = webPush.generateVAPIDKeys();
  await db
    .insertInto('admin_settings')
    .values({ setting_key: KEY, setting_value: JSON.stringify(made) })
    .onConflict((oc) => oc.column('setting_key').doNothing())
    .execute();
  const stored = await readKeys(db);
  if (!stored) throw new Error('VAPID keys were not stored');
  return stored;
}

/** Keys and contact (`mailto:` the business e-mail, as RFC 8292 asks) for signing. */
export async function vapidDetails(
  db: Kysely<Database>,
  contactEmail: string,
): Promise<VapidKeys & { subject: string }> {
  return { ...(await ensureVapidKeys(db)), subject: `mailto:${contactEmail}` };
}
