import type { Kysely } from 'kysely';
import type { BusinessProfile } from '#app/content/schema.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import { businessMailDefaults } from './business-defaults.ts';
import { defaultCustomerTemplate } from './default-template.ts';

export interface MailSettings {
  businessEmail: string;
  customerTemplate: string;
}

/** Read for every lead (its two e-mails): compiled once. */
const selectMailSettings = preparedQuery([], (db) =>
  db
    .selectFrom('admin_settings')
    .select(['setting_key', 'setting_value'])
    .where('setting_key', 'in', ['business_email', 'customer_email_template']),
);

/**
 * The owner's mail settings, with the defaults of `business` (the published profile, from the
 * caller) where none are saved.
 */
export async function readMailSettings(
  db: Kysely<Database>,
  business: BusinessProfile,
): Promise<MailSettings> {
  const defaults = businessMailDefaults(business);
  const rows = await selectMailSettings(db, {});
  const value = (key: string) => rows.find((r) => r.setting_key === key)?.setting_value.trim();
  return {
    businessEmail: value('business_email') || defaults.businessEmail,
    // The owner's saved copy is their text, kept as written; it and the default name the
    // business by tokens, filled when the mail is rendered.
    customerTemplate: value('customer_email_template') || defaultCustomerTemplate,
  };
}
