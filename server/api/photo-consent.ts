import type { Hono } from 'hono';
import { messages } from '#app/lib/messages.ts';
import { escapeHtml } from '#app/server/mail/escape.ts';
import {
  countLeadPhotos,
  PHOTO_CONSENT_PATH,
  readPhotoConsentToken,
  recordReviewPhotoConsent,
} from '#app/server/reviews/photo-consent.ts';
import { invalidatePublicPages } from '#app/server/pages/page-generation.ts';
import { unsubscribeSecret } from '#app/server/reviews/review-settings.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`;
}

/**
 * The review request's photo-use question (issue 40), the customer's one place to answer it
 * after the job: the link's page asks, a button posts the answer (a GET changes nothing),
 * recorded on every photo of the lead. The signed token is the only authority needed.
 */
export function mountPhotoConsent(app: Hono<HostEnv>, services: AppServices): void {
  const m = messages.reviews;
  const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
  const leadOf = async (token: string | undefined) =>
    token ? readPhotoConsentToken(await unsubscribeSecret(services.db), token) : null;
  const invalid = () => page(m.photoConsentTitle, `<p>${escapeHtml(m.photoConsentInvalid)}</p>`);

  app.get(PHOTO_CONSENT_PATH, async (c) => {
    const token = c.req.query('token');
    const leadId = await leadOf(token);
    if (leadId === null) return c.html(invalid(), 400, headers);
    const count = await countLeadPhotos(services.db, leadId);
    if (count === 0) {
      return c.html(
        page(m.photoConsentTitle, `<p>${escapeHtml(m.photoConsentNone)}</p>`),
        404,
        headers,
      );
    }
    const action = escapeHtml(`${PHOTO_CONSENT_PATH}?token=${encodeURIComponent(token!)}`);
    const button = (answer: string, text: string) =>
      `<button type="submit" name="answer" value="${answer}" style="font-size:1rem;padding:.75rem 1rem;margin:.25rem .5rem .25rem 0">${escapeHtml(text)}</button>`;
    return c.html(
      page(
        m.photoConsentTitle,
        `<p>${escapeHtml(m.photoConsentQuestion(count))}</p><form method="post" action="${action}">${button('yes', m.photoConsentYes)}${button('no', m.photoConsentNo)}</form>`,
      ),
      200,
      headers,
    );
  });

  app.post(PHOTO_CONSENT_PATH, async (c) => {
    const leadId = await leadOf(c.req.query('token'));
    if (leadId === null) return c.html(invalid(), 400, headers);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const answer = form['answer'];
    if (answer !== 'yes' && answer !== 'no') return c.html(invalid(), 400, headers);
    const covered = await recordReviewPhotoConsent(services.db, leadId, answer === 'yes');
    if (covered === 0) {
      return c.html(
        page(m.photoConsentTitle, `<p>${escapeHtml(m.photoConsentNone)}</p>`),
        404,
        headers,
      );
    }
    services.log.info({ leadId, consent: answer }, 'photo-use answer from the review request');
    // A published post may show these photos (withdrawn-photos.ts): a No takes them off, a Yes
    // after a No brings them back, on the next render.
    await invalidatePublicPages(services);
    const text = answer === 'yes' ? m.photoConsentGiven : m.photoConsentRefused;
    return c.html(page(m.photoConsentTitle, `<p>${escapeHtml(text)}</p>`), 200, headers);
  });
}
