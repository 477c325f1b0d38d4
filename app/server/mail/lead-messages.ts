import type { Lead } from '#app/lib/lead-schema.ts';
import type { LeadPriority } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { escapeHtml, headerValue } from './escape.ts';
import {
  fillTemplate,
  usesToken,
  type BusinessTokenValues,
  type LeadTokenValues,
} from './template-tokens.ts';
import type { MailContent } from './transport.ts';

export type RenderedMail = MailContent;

export interface LeadMailContext {
  leadId: number;
  lead: Lead;
  priority: LeadPriority;
  businessName: string;
  businessEmail: string;
  /** The {{business.*}} values: the published profile's, at the time the mail is rendered. */
  business: BusinessTokenValues;
  fromAddress: string;
  customerTemplate: string;
  publicOrigin: string;
  /** Photos sent with the request (issue 18); they are seen on the lead in the admin. */
  photoCount?: number;
}

/** The owner's e-mail line about photos; empty when none came. */
export function photoLine(count: number): string {
  if (count <= 0) return '';
  return `${count} photo${count === 1 ? '' : 's'} came with this request: see ${count === 1 ? 'it' : 'them'} on the lead in the admin.`;
}

export function serviceLabel(service: string): string {
  const labels: Record<string, string> = messages.contactForm.serviceLabels;
  return labels[service] ?? service.replace(/_/g, ' ');
}

/** Where the owner opens one lead in the admin. */
export function adminLeadUrl(publicOrigin: string, leadId: number): string {
  return `${publicOrigin}${adminRoutes.lead(leadId)}`;
}

/** A display name plus address, safe for a header. */
function mailbox(name: string, address: string): string {
  const display = headerValue(name).replace(/["\\]/g, '');
  return display ? `"${display}" <${headerValue(address)}>` : headerValue(address);
}

/**
 * A backslash alone is no link: "Ann \ Lee" or "C:\x" is a name someone typed, and leaving it
 * out emptied the customer's greeting and their event's ATTENDEE CN. Two in a row start a
 * Windows share (`\\host\share`), which Outlook makes a link of.
 */
const LINK_OR_DOMAIN = /https?:|www\.|[@/]|\\\\|[a-z0-9-]\.[a-z]{2,24}(?![a-z])/i;

/**
 * Does the text carry a link or a domain a mail client could make a link of? Look-alike
 * characters are folded first (issue 37): browsers and mail clients read the fullwidth full stop
 * U+FF0E, the ideographic U+3002 and the halfwidth U+FF61 as a domain's dots (UTS 46), so
 * "evil\uFF0Eexample" passed. NFKC folds the fullwidth dot, slash and at sign (and the one-dot
 * leader, the small full stop) to ASCII and U+FF61 to U+3002, which it keeps: that one is
 * replaced by hand.
 */
export function carriesLinkOrDomain(text: string): boolean {
  return LINK_OR_DOMAIN.test(text.normalize('NFKC').replaceAll('\u3002', '.'));
}

/**
 * The name a confirmation greets and addresses: none when it carries a link or a domain
 * (issue 27: "Buy cheap pills at evil.example" typed as the name reached a stranger's inbox as
 * the greeting and display name). Anyone can type anyone's address into the form.
 */
export function greetingName(name: string): string {
  return carriesLinkOrDomain(name) ? '' : name;
}

const FIELDS: Array<[label: string, pick: (lead: Lead) => string | null]> = [
  ['Name', (l) => l.name],
  ['Email', (l) => l.email],
  ['Phone', (l) => l.phone],
  ['Service', (l) => serviceLabel(l.service)],
  ['Address', (l) => l.address],
  ['Location', (l) => l.location],
  ['Message', (l) => l.message],
];

/** To the owner: a plain summary, reply-to the customer, a link to the lead in the admin. */
export function ownerNotification(ctx: LeadMailContext): RenderedMail {
  const { lead } = ctx;
  const link = adminLeadUrl(ctx.publicOrigin, ctx.leadId);
  const urgent = ctx.priority === 'urgent';
  const subject = headerValue(
    `${urgent ? 'URGENT: ' : ''}New quote request: ${serviceLabel(lead.service)} from ${lead.name}`,
  );
  const rows = FIELDS.map(([label, pick]) => [label, pick(lead) ?? '-'] as const);
  const photos = photoLine(ctx.photoCount ?? 0);
  const text = [
    urgent ? 'URGENT: this customer may be stuck right now.\n' : '',
    'A new quote request arrived on the website.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(photos ? [photos, ''] : []),
    `Open it in the admin: ${link}`,
    'Reply to this e-mail to answer the customer directly.',
  ]
    .filter((line, index) => index > 0 || line !== '')
    .join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
${urgent ? '<p style="color:#b91c1c;font-weight:bold;">URGENT: this customer may be stuck right now.</p>' : ''}
<p>A new quote request arrived on the website.</p>
<table cellpadding="4" cellspacing="0">
${rows.map(([label, value]) => `<tr><td valign="top"><strong>${escapeHtml(label)}</strong></td><td style="white-space:pre-wrap;">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${photos ? `<p><strong>${escapeHtml(photos)}</strong></p>` : ''}
<p><a href="${escapeHtml(link)}">Open this lead in the admin</a></p>
<p>Reply to this e-mail to answer the customer directly.</p>
</body></html>`;
  return {
    from: mailbox(`${ctx.businessName} website`, ctx.fromAddress),
    to: headerValue(ctx.businessEmail),
    replyTo: mailbox(lead.name, lead.email),
    subject,
    text,
    html,
  };
}

/**
 * To the customer: the owner's template with the lead's and the business's values, escaped.
 * The plain-text part carries the visitor's message only when the owner's template does
 * (`{{lead.message}}`): the default leaves it out (default-template.ts).
 */
export function customerConfirmation(ctx: LeadMailContext): RenderedMail {
  const { lead } = ctx;
  const name = greetingName(lead.name);
  const withMessage = usesToken(ctx.customerTemplate, 'lead.message');
  const values: LeadTokenValues = {
    name,
    service: serviceLabel(lead.service),
    email: lead.email,
    phone: lead.phone,
    address: lead.address,
    message: lead.message,
  };
  const text = [
    name ? `Hello ${name},` : 'Hello,',
    '',
    messages.contactForm.success,
    '',
    ...FIELDS.filter(
      ([label]) =>
        label !== 'Location' && (label !== 'Message' || withMessage) && (label !== 'Name' || name),
    ).map(([label, pick]) => `${label}: ${pick(lead) ?? '-'}`),
    '',
    ctx.businessName,
  ].join('\n');
  return {
    from: mailbox(ctx.businessName, ctx.fromAddress),
    to: mailbox(name, lead.email),
    replyTo: headerValue(ctx.businessEmail),
    subject: headerValue(`We received your request - ${ctx.businessName}`),
    text,
    html: fillTemplate(ctx.customerTemplate, { lead: values, business: ctx.business }),
  };
}
