import { emailDocument } from '../mail/email-document.ts';

/**
 * The review request shipped with the app; the owner edits a copy (`review_email_template`).
 * Tokens: those of the confirmation ({{lead.name}}, {{business.name}} ...) plus
 * {{review.link}}, all HTML-escaped. The unsubscribe line is added by the app, outside the
 * editable part. The business name is a token, filled when the e-mail is sent (see
 * ../mail/default-template.ts).
 */
export const defaultReviewTemplate = emailDocument(`
            <tr>
              <td style="padding:24px 32px;font-size:16px;line-height:1.5;">
                <h1 style="margin:0 0 16px;font-size:22px;">Thank you, {{lead.name}}!</h1>
                <p>Thank you for trusting {{business.name}} with your {{lead.service}}. If you have a minute, a short review helps your neighbors find a garage-door company they can count on.</p>
                <p style="margin:24px 0;"><a href="{{review.link}}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;">Leave a review</a></p>
                <p>Thank you,<br />{{business.name}}</p>
              </td>
            </tr>`);
