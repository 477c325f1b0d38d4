import { emailDocument } from './email-document.ts';

/**
 * The customer confirmation shipped with the app; the owner edits a copy in the admin
 * (`customer_email_template` setting) and "Reset to Default" brings this back. Tokens
 * (template-tokens.ts): {{lead.*}} the request's, {{business.*}} the business's, every value
 * HTML-escaped.
 *
 * The visitor's message is left out on purpose (issue 19): the confirmation goes to whatever
 * address was typed, so echoing up to 2,000 characters of free text would let anyone send
 * their own text from the business's address. The owner may add {{lead.message}} back.
 *
 * The business's name and phone are tokens, not text (issue 38): they are filled from the
 * profile published when the e-mail is sent, in this default and in a copy the owner saved.
 */
export const defaultCustomerTemplate = emailDocument(`
            <tr>
              <td style="padding:24px 32px;background:#1d4ed8;border-radius:8px 8px 0 0;color:#ffffff;">
                <h1 style="margin:0;font-size:22px;">Thank you, {{lead.name}}!</h1>
              </td>
            </tr>
            <tr>
              <td style="padding:24px 32px;font-size:16px;line-height:1.5;">
                <p>We've received your request for <strong>{{lead.service}}</strong> and will contact you shortly, usually within 24 hours.</p>
                <p>Here is what you sent us:</p>
                <table role="presentation" cellpadding="4" cellspacing="0" style="font-size:15px;">
                  <tr><td><strong>Name</strong></td><td>{{lead.name}}</td></tr>
                  <tr><td><strong>Email</strong></td><td>{{lead.email}}</td></tr>
                  <tr><td><strong>Phone</strong></td><td>{{lead.phone}}</td></tr>
                  <tr><td><strong>Service</strong></td><td>{{lead.service}}</td></tr>
                  <tr><td><strong>Address</strong></td><td>{{lead.address}}</td></tr>
                </table>
                <p>If your garage door is stuck or a car is trapped, please call us at <a href="{{business.phoneHref}}">{{business.phone}}</a>: we offer 24/7 emergency service.</p>
                <p>Thank you for choosing a family business.<br />{{business.name}}</p>
              </td>
            </tr>`);
