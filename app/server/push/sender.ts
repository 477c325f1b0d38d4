import type { Kysely } from 'kysely';
import webPush from 'web-push';
import { parseRetryAfter } from '#app/lib/http-date.ts';
import { limits } from '#app/lib/limits.ts';
import { parseAlertPayload } from '#app/lib/push-alert.ts';
import type { Database } from '../db/schema.ts';
import { vapidDetails, type VapidKeys } from './vapid.ts';

/** What one attempt came to, in the outbox's terms. */
export type PushOutcome =
  | { ok: true; response: string }
  | {
      ok: false;
      error: string;
      /** 404/410: the browser dropped the subscription; remove it and never retry. */
      gone: boolean;
      /** Retrying cannot help (no subscription, refused as malformed). */
      permanent: boolean;
      /** The push service's Retry-After (429/503), if it gave one. */
      retryAfterMs?: number;
    };

export interface PushJob {
  id: number;
  push_subscription_id: number | null;
  text_body: string;
}

type Vapid = VapidKeys & { subject: string };

/**
 * Sends alerts with web-push (RFC 8291 encryption, RFC 8292 VAPID signature). web-push builds
 * the request; fetch carries it, with a timeout so a stalled push service never holds a job
 * near its lease.
 */
export function createPushSender(db: Kysely<Database>, contactEmail: () => Promise<string>) {
  let vapid: { value: Vapid; at: number } | undefined;
  // The subject follows the business e-mail setting: re-read now and then, not per message.
  const currentVapid = async () => {
    if (!vapid || Date.now() - vapid.at > 60_000) {
      vapid = { value: await vapidDetails(db, await contactEmail()), at: Date.now() };
    }
    return vapid.value;
  };

  return async function sendAlert(job: PushJob): Promise<PushOutcome> {
    const subscriptionId = job.push_subscription_id;
    const subscription =
      subscriptionId === null
        ? undefined
        : await db
            .selectFrom('push_subscriptions')
            .select(['endpoint', 'p256dh', 'auth'])
            .where('id', '=', subscriptionId)
            .executeTakeFirst();
    if (!subscription) {
      return { ok: false, error: 'subscription removed', gone: false, permanent: true };
    }
    const payload = parseAlertPayload(JSON.parse(job.text_body) as unknown);
    if (!payload) return { ok: false, error: 'malformed payload', gone: false, permanent: true };
    const urgent = 'priority' in payload && payload.priority === 'urgent';
    const details = webPush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload),
      {
        vapidDetails: await currentVapid(),
        contentEncoding: 'aes128gcm',
        urgency: urgent ? 'high' : 'normal',
        TTL: urgent ? limits.push.urgentTtlSeconds : limits.push.normalTtlSeconds,
        // One per lead: a push service holding an undelivered alert replaces it, never doubles it.
        topic: 'leadId' in payload ? `lead-${payload.leadId}` : 'test',
      },
    );
    let response: Response;
    try {
      response = await fetch(details.endpoint, {
        method: 'POST',
        headers: details.headers,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(limits.push.requestTimeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        error: `push service unreachable: ${message}`,
        gone: false,
        permanent: false,
      };
    }
    const text = (await response.text().catch(() => '')).slice(0, 300);
    const summary = `${response.status} ${text}`.trim();
    if (response.ok) return { ok: true, response: summary };
    if (response.status === 404 || response.status === 410) {
      return { ok: false, error: `subscription gone: ${summary}`, gone: true, permanent: true };
    }
    const retryable = response.status === 429 || response.status >= 500;
    // Seconds or an HTTP-date (RFC 9110 §10.2.3); push services send either.
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    return {
      ok: false,
      error: `push service answered ${summary}`,
      gone: false,
      permanent: !retryable,
      ...(retryable && retryAfterMs ? { retryAfterMs } : {}),
    };
  };
}
