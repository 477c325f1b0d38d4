import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { limits } from '#app/lib/limits.ts';
import type { Database } from '../db/schema.ts';
import { defaultReviewTemplate } from './default-review-template.ts';

/** admin_settings keys of review requests. */
export const reviewSettingKeys = {
  link: 'review_link',
  autoDays: 'review_auto_days',
  template: 'review_email_template',
  secret: 'review_unsubscribe_secret',
} as const;

export interface ReviewSettings {
  /** The review page (http or https), or null while none is saved. */
  link: string | null;
  /** Days after closing for the automatic request; 0 = only by hand. */
  autoDays: number;
  template: string;
}

/** A review link is a plain http(s) URL (never javascript:, data: ...). */
export function parseReviewLink(value: string | null | undefined): string | null | undefined {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (text.length > limits.reviews.linkMax) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Whole days 0..max; undefined when not such a number. */
export function parseAutoDays(value: string | null | undefined): number | undefined {
  const text = (value ?? '').trim();
  if (text === '') return 0;
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const days = Number(text);
  return days <= limits.reviews.autoDaysMax ? days : undefined;
}

/** The review settings, with the default template where none is saved. */
export async function readReviewSettings(db: Kysely<Database>): Promise<ReviewSettings> {
  const rows = await db
    .selectFrom('admin_settings')
    .select(['setting_key', 'setting_value'])
    .where('setting_key', 'in', [
      reviewSettingKeys.link,
      reviewSettingKeys.autoDays,
      reviewSettingKeys.template,
    ])
    .execute();
  const value = (key: string) => rows.find((r) => r.setting_key === key)?.setting_value;
  return {
    link: parseReviewLink(value(reviewSettingKeys.link)) ?? null,
    autoDays: parseAutoDays(value(reviewSettingKeys.autoDays)) ?? 0,
    template: value(reviewSettingKeys.template)?.trim() || defaultReviewTemplate,
  };
}

async function upsert(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto('admin_settings')
    .values({ setting_key: key, setting_value: value })
    .onConflict((oc) => oc.column('setting_key').doUpdateSet({ setting_value: value }))
    .execute();
}

export type SaveReviewSettingsResult =
  { ok: true } | { ok: false; field: 'reviewLink' | 'reviewAutoDays' };

/** Saves the link and the automatic delay (Settings). Nothing is saved if either is invalid. */
export async function saveReviewSettings(
  db: Kysely<Database>,
  input: { link: string; autoDays: string },
): Promise<SaveReviewSettingsResult> {
  const link = parseReviewLink(input.link);
  if (link === undefined) return { ok: false, field: 'reviewLink' };
  const autoDays = parseAutoDays(input.autoDays);
  if (autoDays === undefined) return { ok: false, field: 'reviewAutoDays' };
  await upsert(db, reviewSettingKeys.link, link ?? '');
  await upsert(db, reviewSettingKeys.autoDays, String(autoDays));
  return { ok: true };
}

/** The review template editor saves here; blank means the shipped default. */
export async function saveReviewTemplate(db: Kysely<Database>, template: string): Promise<void> {
  const text = template.slice(0, limits.admin.templateMax);
  if (text.trim() === '') {
    await db
      .deleteFrom('admin_settings')
      .where('setting_key', '=', reviewSettingKeys.template)
      .execute();
  } else {
    await upsert(db, reviewSettingKeys.template, text);
  }
}

/**
 * The key that signs unsubscribe links: made once, kept in the database so every instance
 * (and every later version) honours links already mailed. Race-safe like the VAPID keys.
 */
export async function unsubscribeSecret(db: Kysely<Database>): Promise<Buffer> {
  const read = async () =>
    (
      await db
        .selectFrom('admin_settings')
        .select('setting_value')
        .where('setting_key', '=', reviewSettingKeys.secret)
        .executeTakeFirst()
    )?.setting_value;
  let value = await read();
  if (!value) {
    await db
      .insertInto('admin_settings')
      .values({
        setting_key: reviewSettingKeys.secret,
        setting_value: randomBytes(32).toString('base64url'),
      })
      .onConflict((oc) => oc.column('setting_key').doNothing())
      .execute();
    value = await read();
  }
  if (!value) throw new Error('unsubscribe secret was not stored');
  return Buffer.from(value, 'base64url');
}
