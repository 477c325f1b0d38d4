import type { Kysely } from 'kysely';
import { limits } from '#app/lib/limits.ts';
import type { Database } from '../db/schema.ts';
import type { OutboxChannel } from '../outbox/job.ts';
import { createPushSender } from './sender.ts';

/**
 * The push-alert channel of the outbox: each row is one alert to one device, sent with web-push
 * on a lane of its own. A delivery stamps the device's `last_success_at`; a 404/410 (the browser
 * dropped the subscription) removes the device for good, in the transaction that records it.
 */
export function pushAlertChannel(
  db: Kysely<Database>,
  /** The VAPID contact (RFC 8292): the business e-mail, read now and then by the sender. */
  contactEmail: () => Promise<string>,
): OutboxChannel {
  const sendAlert = createPushSender(db, contactEmail);
  return {
    lane: { description: 'web-push', concurrency: limits.push.concurrency },
    async attempt(job) {
      const subscriptionId =
        job.push_subscription_id === null ? null : Number(job.push_subscription_id);
      const outcome = await sendAlert({
        id: Number(job.id),
        push_subscription_id: subscriptionId,
        text_body: job.text_body,
      });
      if (outcome.ok) {
        return {
          ok: true,
          messageId: null,
          response: outcome.response,
          effects: async (trx) => {
            await trx
              .updateTable('push_subscriptions')
              .set({ last_success_at: Date.now() })
              .where('id', '=', subscriptionId!)
              .execute();
          },
        };
      }
      return {
        ok: false,
        error: outcome.error,
        permanent: outcome.permanent,
        ...(outcome.retryAfterMs === undefined ? {} : { retryAfterMs: outcome.retryAfterMs }),
        ...(outcome.gone && subscriptionId !== null
          ? {
              effects: async (trx: Kysely<Database>) => {
                await trx
                  .deleteFrom('push_subscriptions')
                  .where('id', '=', subscriptionId)
                  .execute();
              },
            }
          : {}),
      };
    },
  };
}
