import type { MailChannel } from '../mail/mail-channel.ts';
import type { OutboxChannel } from '../outbox/job.ts';
import type { AppServices } from '../services.ts';
import { reviewMailHeaders } from './request.ts';

/**
 * The review-request channel: an e-mail on the mail channel's lane with the RFC 8058
 * List-Unsubscribe pair, refused for good when the address opted out since it was queued (or
 * since a resend was asked). Warns at start when the unsubscribe links would be http.
 */
export function reviewRequestChannel(
  services: Pick<AppServices, 'db' | 'config' | 'log'>,
  mail: MailChannel,
): OutboxChannel {
  const warning = originWarning(services.config);
  if (warning) services.log.warn({ origin: services.config.publicOrigin }, warning);
  return {
    lane: mail.lane,
    async attempt(job) {
      const review = await reviewMailHeaders(
        services.db,
        services.config.publicOrigin,
        job.to_address,
      );
      if (review.optedOut) {
        return { ok: false, error: 'recipient unsubscribed from review requests', permanent: true };
      }
      return mail.send(job, review.headers);
    },
  };
}

/**
 * Review requests carry List-Unsubscribe links on PUBLIC_ORIGIN; RFC 8058 section 3.1 wants them
 * https, and mail providers drop one-click unsubscribe otherwise (issue 27). Said once at start.
 */
export function originWarning(
  config: Pick<AppServices['config'], 'isProduction' | 'isHttps'>,
): string | null {
  return config.isProduction && !config.isHttps
    ? 'PUBLIC_ORIGIN is not https: the List-Unsubscribe links of review requests are http, which RFC 8058 section 3.1 does not allow (mail providers may hide one-click unsubscribe); set an https PUBLIC_ORIGIN in production'
    : null;
}
