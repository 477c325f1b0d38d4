import type { BusinessProfile } from '#app/content/schema.ts';
import { emailDocument } from '../mail/email-document.ts';
import { escapeHtml } from '../mail/escape.ts';

/**
 * The review request shipped with the app; the owner edits a copy (`review_email_template`).
 * Variables: those of the confirmation ({{name}} {{service}} ...) plus {{review_link}}, all
 * HTML-escaped. The unsubscribe line is added by the app, outside the editable part.
 * Built when asked, with the business's current name (see default-template.ts).
 */
export function defaultReviewTemplate(profile: BusinessProfile): string {
  const name = escapeHtml(profile.name);
  return emailDocument(`
            <tr>
              <td style="padding:24px 32px;font-size:16px;line-height:1.5;">
                <h1 style="margin:0 0 16px;font-size:22px;">Thank you, {{name}}!</h1>
                <p>Thank you for trusting ${name} with your {{service}}. If you have a minute, a short review helps your neighbors find a garage-door company they can count on.</p>
                <p style="margin:24px 0;"><a href="{{review_link}}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;">Leave a review</a></p>
                <p>Thank you,<br />${name}</p>
              </td>
            </tr>`);
}
