import type { Kysely } from 'kysely';
import type { BusinessProfile } from '#app/content/schema.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { businessMailDefaults } from './business-defaults.ts';
import { readMailSettings } from './mail-settings.ts';

export type MailConfig = Pick<AppConfig, 'publicOrigin' | 'MAIL_FROM'>;

/**
 * Who a queued e-mail is from, read in the transaction that queues it: the business's name, the
 * address the owner saved (replies go there) and the envelope sender, which the deployment's
 * MAIL_FROM overrides when the provider must send from its own domain.
 */
export async function mailSenders(
  trx: Kysely<Database>,
  config: MailConfig,
  business: BusinessProfile,
) {
  const defaults = businessMailDefaults(business);
  const settings = await readMailSettings(trx, business);
  return {
    businessName: defaults.businessName,
    businessEmail: settings.businessEmail,
    from: config.MAIL_FROM ?? settings.businessEmail,
  };
}
