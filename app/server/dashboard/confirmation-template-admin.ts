import type { BusinessProfile } from '#app/content/schema.ts';
import { limits } from '#app/lib/limits.ts';
import { defaultCustomerTemplate } from '../mail/default-template.ts';
import { businessMailDefaults } from '../mail/business-defaults.ts';
import { headerValue } from '../mail/escape.ts';
import { serviceLabel } from '../mail/lead-messages.ts';
import { sampleValues } from '../mail/sample-values.ts';
import { readMailSettings } from '../mail/mail-settings.ts';
import {
  businessTokenValues,
  fillTemplate,
  type LeadTokenValues,
  type TokenValues,
} from '../mail/template-tokens.ts';
import { queuedNow } from '../outbox/job.ts';
import type { AppServices } from '../services.ts';
import { deleteSetting, readSetting, writeSetting } from '../db/admin-settings.ts';
import { settingKeys } from './settings-store.ts';

export { defaultCustomerTemplate, sampleValues };

type Db = Pick<AppServices, 'db'>;

export async function readTemplate(
  services: Db,
): Promise<{ template: string; isDefault: boolean }> {
  const saved = (await readSetting(services, settingKeys.customerTemplate))?.trim();
  return saved
    ? { template: saved, isDefault: false }
    : { template: defaultCustomerTemplate, isDefault: true };
}

export function capTemplate(template: string): string {
  return template.slice(0, limits.admin.templateMax);
}

export async function saveTemplate(services: Db, template: string): Promise<void> {
  const text = capTemplate(template);
  // An empty editor means "the default" (LEADS' readMailSettings treats blank that way too).
  if (text.trim() === '') await deleteSetting(services, settingKeys.customerTemplate);
  else await writeSetting(services, settingKeys.customerTemplate, text);
}

/** Reset to Default: the saved copy goes; mail uses the shipped template again. */
export async function resetTemplate(services: Db): Promise<string> {
  await deleteSetting(services, settingKeys.customerTemplate);
  return defaultCustomerTemplate;
}

/** The values of a stored lead, as the confirmation e-mail fills them. */
export async function leadValues(services: Db, leadId: number): Promise<LeadTokenValues | null> {
  const row = await services.db
    .selectFrom('contact_submissions')
    .select(['name', 'email', 'phone', 'service', 'address', 'message'])
    .where('id', '=', leadId)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, service: serviceLabel(row.service) };
}

/** The template filled with the values, every value HTML-escaped (the mail's own filler). */
export function previewTemplate(template: string, values: TokenValues): string {
  return fillTemplate(capTemplate(template), values);
}

/**
 * "Send test e-mail": the template as it stands in the editor, with the sample values, to the
 * business address, through the outbox like every other e-mail (so the delivery is retried and
 * logged). Returns the address it goes to.
 */
export async function queueTestEmail(
  services: Pick<AppServices, 'db' | 'config'>,
  business: BusinessProfile,
  template: string,
  now = Date.now(),
): Promise<string> {
  const defaults = businessMailDefaults(business);
  const settings = await readMailSettings(services.db, business);
  const to = headerValue(settings.businessEmail);
  const from = headerValue(services.config.MAIL_FROM ?? settings.businessEmail);
  await services.db
    .insertInto('outbox')
    .values({
      lead_id: null,
      kind: 'customer_confirmation',
      from_address: from,
      to_address: to,
      reply_to: null,
      subject: headerValue(`Test: customer confirmation - ${defaults.businessName}`),
      text_body: `A test of the customer confirmation e-mail, with sample values.\n\n${Object.entries(
        sampleValues,
      )
        .map(([k, v]) => `${k}: ${v ?? ''}`)
        .join('\n')}`,
      html_body: previewTemplate(template, {
        lead: sampleValues,
        business: businessTokenValues(business),
      }),
      ...queuedNow(now),
    })
    .execute();
  return to;
}
