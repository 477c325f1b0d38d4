import type { Hono } from 'hono';
import { messages } from '#app/lib/messages.ts';
import { escapeHtml } from '#app/server/mail/escape.ts';
import { UNSUBSCRIBE_PATH, recordOptOut } from '#app/server/reviews/request.ts';
import { unsubscribeSecret } from '#app/server/reviews/review-settings.ts';
import { readUnsubscribeToken } from '#app/server/reviews/unsubscribe-token.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`;
}

/**
 * Review requests' opt-out (RFC 8058). The mail client's one-click `POST` records it at once;
 * a person who follows the link gets a page with a button (a `GET` changes nothing: link
 * scanners fetch every URL in a message). The signed token is the only authority needed.
 */
export function mountUnsubscribe(app: Hono<HostEnv>, services: AppServices): void {
  const m = messages.reviews;
  const address = async (token: string | undefined) =>
    token ? readUnsubscribeToken(await unsubscribeSecret(services.db), token) : null;
  const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

  app.get(UNSUBSCRIBE_PATH, async (c) => {
    const token = c.req.query('token');
    if (!(await address(token)))
      return c.html(
        page(m.unsubscribeTitle, `<p>${escapeHtml(m.unsubscribeInvalid)}</p>`),
        400,
        headers,
      );
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token!)}`;
    return c.html(
      page(
        m.unsubscribeTitle,
        `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(m.unsubscribeConfirm)}</button></form>`,
      ),
      200,
      headers,
    );
  });

  app.post(UNSUBSCRIBE_PATH, async (c) => {
    const email = await address(c.req.query('token'));
    if (!email)
      return c.html(
        page(m.unsubscribeTitle, `<p>${escapeHtml(m.unsubscribeInvalid)}</p>`),
        400,
        headers,
      );
    await recordOptOut(services.db, email);
    services.log.info('review requests: an address unsubscribed');
    return c.html(page(m.unsubscribeTitle, `<p>${escapeHtml(m.unsubscribed)}</p>`), 200, headers);
  });
}
