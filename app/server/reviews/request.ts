import type { Kysely } from 'kysely';
import type { BusinessProfile } from '#app/content/schema.ts';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { businessMailDefaults } from '../mail/business-defaults.ts';
import { escapeHtml, headerValue } from '../mail/escape.ts';
import { serviceLabel } from '../mail/lead-messages.ts';
import { readMailSettings } from '../mail/mail-settings.ts';
import { businessTokenValues, fillTemplate, type TokenValues } from '../mail/template-tokens.ts';
import { queuedNow } from '../outbox/job.ts';
import { readReviewSettings, unsubscribeSecret } from './review-settings.ts';
import { makeUnsubscribeToken, normaliseAddress } from './unsubscribe-token.ts';
import { countLeadPhotos, photoConsentUrl } from './photo-consent.ts';

export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** The RFC 8058 one-click link for this address (absolute: it is used from a mail client). */
export function unsubscribeUrl(origin: string, secret: Buffer, email: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, origin);
  url.searchParams.set('token', makeUnsubscribeToken(secret, email));
  return url.href;
}

/**
 * The review e-mail's HTML: the owner's template with the confirmation's tokens and
 * {{review.link}}, each HTML-escaped by the one filler.
 */
export function renderReviewHtml(
  template: string,
  values: Omit<TokenValues, 'review'>,
  link: string,
): string {
  return fillTemplate(template, { ...values, review: { link } });
}

/** The photo-use question (issue 40): a line before the opt-out, for a lead with photos. */
export function withPhotoConsentLine(html: string, url: string): string {
  const m = messages.reviews;
  const line = `<p style="margin:24px 0 0;font-size:14px;">${escapeHtml(m.photoConsentLine)} <a href="${escapeHtml(url)}">${escapeHtml(m.photoConsentLink)}</a></p>`;
  const end = html.search(/<\/body\s*>/i);
  return end === -1 ? `${html}\n${line}` : `${html.slice(0, end)}${line}\n${html.slice(end)}`;
}

/**
 * The visible opt-out every review e-mail carries (the owner's template cannot drop it): a
 * line before </body>, or at the end of a template without one. The link is the one the
 * List-Unsubscribe header names.
 */
export function withUnsubscribeLine(html: string, unsubscribe: string): string {
  const line = `<p style="margin:24px 0 0;font-size:12px;color:#52606d;text-align:center;">${escapeHtml(messages.reviews.unsubscribeFooter)} <a href="${escapeHtml(unsubscribe)}" style="color:#52606d;">${escapeHtml(messages.reviews.unsubscribeFooterLink)}</a></p>`;
  const end = html.search(/<\/body\s*>/i);
  return end === -1 ? `${html}\n${line}` : `${html.slice(0, end)}${line}\n${html.slice(end)}`;
}

export type ReviewRequestResult =
  'queued' | 'already-asked' | 'opted-out' | 'not-closed' | 'no-link' | 'not-found';

export const reviewResultMessage: Record<Exclude<ReviewRequestResult, 'queued'>, string> = {
  'already-asked': messages.reviews.alreadyAsked,
  'opted-out': messages.reviews.optedOut,
  'not-closed': messages.reviews.notClosed,
  'no-link': messages.reviews.noLink,
  'not-found': messages.reviews.failed,
};

/**
 * Asks a closed lead's customer for a review, at most once per lead: the review_requests
 * primary key admits one row per lead, inserted in the same transaction as the e-mail. An
 * address that unsubscribed gets nothing (the row records that it was not sent).
 */
export async function requestReview(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'publicOrigin' | 'MAIL_FROM'>,
  business: BusinessProfile,
  leadId: number,
  trigger: 'manual' | 'auto',
  now = Date.now(),
): Promise<ReviewRequestResult> {
  const settings = await readReviewSettings(db);
  if (!settings.link) return 'no-link';
  const secret = await unsubscribeSecret(db);
  const defaults = businessMailDefaults(business);
  const mail = await readMailSettings(db, business);
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('contact_submissions')
      .select(['name', 'email', 'phone', 'service', 'address', 'message', 'status'])
      .where('id', '=', leadId)
      .executeTakeFirst();
    if (!lead) return 'not-found';
    if (lead.status !== 'closed') return 'not-closed';
    const address = normaliseAddress(lead.email);
    const optedOut = await trx
      .selectFrom('review_opt_outs')
      .select('email')
      .where('email', '=', address)
      .executeTakeFirst();
    const claimed = await trx
      .insertInto('review_requests')
      .values({
        lead_id: leadId,
        outbox_id: null,
        trigger,
        outcome: optedOut ? 'opted_out' : 'queued',
        requested_at: now,
      })
      .onConflict((oc) => oc.column('lead_id').doNothing())
      .returning('lead_id')
      .executeTakeFirst();
    if (!claimed) return 'already-asked';
    if (optedOut) return 'opted-out';
    const values = {
      lead: { ...lead, service: serviceLabel(lead.service) },
      business: businessTokenValues(business),
    };
    const unsubscribe = unsubscribeUrl(config.publicOrigin, secret, address);
    // A lead with photos is asked whether they may be shown on the site (issue 40).
    const consent =
      (await countLeadPhotos(trx, leadId)) > 0
        ? photoConsentUrl(config.publicOrigin, secret, leadId)
        : null;
    const reviewHtml = renderReviewHtml(settings.template, values, settings.link!);
    const from = config.MAIL_FROM ?? mail.businessEmail;
    const outbox = await trx
      .insertInto('outbox')
      .values({
        lead_id: leadId,
        kind: 'review_request',
        from_address: `"${headerValue(defaults.businessName).replace(/["\\]/g, '')}" <${headerValue(from)}>`,
        to_address: headerValue(lead.email),
        reply_to: mail.businessEmail,
        subject: headerValue(messages.reviews.subject(defaults.businessName)),
        text_body: consent
          ? messages.reviews
              .textBody(lead.name, settings.link!, unsubscribe)
              .replace(
                /\nNo more review requests:/,
                `\n${messages.reviews.photoConsentText(consent)}\nNo more review requests:`,
              )
          : messages.reviews.textBody(lead.name, settings.link!, unsubscribe),
        html_body: withUnsubscribeLine(
          consent ? withPhotoConsentLine(reviewHtml, consent) : reviewHtml,
          unsubscribe,
        ),
        ...queuedNow(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('review_requests')
      .set({ outbox_id: Number(outbox.id) })
      .where('lead_id', '=', leadId)
      .execute();
    return 'queued';
  });
}

/** Records an opt-out for good (idempotent). */
export async function recordOptOut(db: Kysely<Database>, email: string, now = Date.now()) {
  await db
    .insertInto('review_opt_outs')
    .values({ email: normaliseAddress(email), created_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/**
 * What the outbox adds to a review e-mail when it sends it: the RFC 8058 headers, or a refusal
 * when the address unsubscribed after the request was queued (or a resend was asked).
 */
export async function reviewMailHeaders(
  db: Kysely<Database>,
  origin: string,
  to: string,
): Promise<{ optedOut: true } | { optedOut: false; headers: Record<string, string> }> {
  const address = normaliseAddress(to.replace(/^.*<([^>]+)>\s*$/, '$1'));
  const optedOut = await db
    .selectFrom('review_opt_outs')
    .select('email')
    .where('email', '=', address)
    .executeTakeFirst();
  if (optedOut) return { optedOut: true };
  const secret = await unsubscribeSecret(db);
  return {
    optedOut: false,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl(origin, secret, address)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The review template as the editor previews it: sample values, the saved link or a stand-in. */
export function previewReviewTemplate(
  template: string,
  values: Omit<TokenValues, 'review'>,
  link: string | null,
): string {
  return renderReviewHtml(
    template.slice(0, limits.admin.templateMax),
    values,
    link ?? messages.reviews.linkPlaceholder,
  );
}
