import type { Kysely } from 'kysely';
import type { BusinessProfile } from '#app/content/schema.ts';
import { messages } from '#app/lib/messages.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { businessMailDefaults } from '../mail/business-defaults.ts';
import { headerValue } from '../mail/escape.ts';
import { sampleValues } from '../mail/sample-values.ts';
import { readMailSettings } from '../mail/mail-settings.ts';
import { businessTokenValues } from '../mail/template-tokens.ts';
import { queuedNow } from '../outbox/job.ts';
import { previewReviewTemplate } from './request.ts';
import { readReviewSettings } from './review-settings.ts';

/** "Send test e-mail" of the review editor: sample values, to the business address. */
export async function queueReviewTest(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'MAIL_FROM'>,
  business: BusinessProfile,
  template: string,
  now = Date.now(),
): Promise<string> {
  const defaults = businessMailDefaults(business);
  const mail = await readMailSettings(db, business);
  const { link } = await readReviewSettings(db);
  const to = headerValue(mail.businessEmail);
  await db
    .insertInto('outbox')
    .values({
      lead_id: null,
      kind: 'review_request',
      from_address: headerValue(config.MAIL_FROM ?? mail.businessEmail),
      to_address: to,
      reply_to: null,
      subject: headerValue(messages.reviews.testSubject(defaults.businessName)),
      text_body: messages.reviews.textBody(
        sampleValues.name ?? '',
        link ?? messages.reviews.linkPlaceholder,
        '-',
      ),
      html_body: previewReviewTemplate(
        template,
        { lead: sampleValues, business: businessTokenValues(business) },
        link,
      ),
      ...queuedNow(now),
    })
    .execute();
  return to;
}
