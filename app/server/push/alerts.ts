import type { Kysely } from 'kysely';
import type { LeadPriority } from '#app/lib/limits.ts';
import { limits } from '#app/lib/limits.ts';
import {
  alertDisplay,
  type AlertPayload,
  type EstimateAlertPayload,
  type LeadAlertPayload,
} from '#app/lib/push-alert.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import { queuedNow } from '../outbox/job.ts';

/** Outbox claim order (outbox.priority): urgent alerts first, then alerts, then e-mail. */
export const outboxPriority = { urgentAlert: 2, alert: 1 } as const;

// Run with every lead, in its transaction: built and compiled once (prepared-query.ts).
const everyDevice = preparedQuery([], (db) =>
  db.selectFrom('push_subscriptions').select(['id', 'endpoint']),
);
const allLeadDevices = preparedQuery([], (db) =>
  db.selectFrom('push_subscriptions').select(['id', 'endpoint']).where('mode', '=', 'all'),
);

/** Only what the notification shows: no name, e-mail, phone, address or message. */
export function leadAlertPayload(lead: AlertLead): LeadAlertPayload {
  const town = lead.location?.trim().slice(0, limits.push.townMax) || null;
  return {
    leadId: lead.id,
    service: lead.service,
    town,
    priority: lead.priority,
    ...(lead.visit ? { visit: lead.visit } : {}),
  };
}

interface AlertLead {
  id: number;
  service: string;
  location: string | null;
  priority: LeadPriority;
  /** The visit booked with it, as the alert shows it (no customer data). */
  visit?: string;
}

function alertRow(
  subscription: { id: number | bigint; endpoint: string },
  payload: AlertPayload,
  leadId: number | null,
  now: number,
) {
  const display = alertDisplay(payload);
  const urgent = 'priority' in payload && payload.priority === 'urgent';
  return {
    lead_id: leadId,
    kind: 'push_alert' as const,
    from_address: '',
    // The delivery log shows where it went: the push service's host, not the whole URL.
    to_address: new URL(subscription.endpoint).host,
    reply_to: null,
    subject: display.title,
    text_body: JSON.stringify(payload),
    html_body: null,
    push_subscription_id: Number(subscription.id),
    priority: urgent ? outboxPriority.urgentAlert : outboxPriority.alert,
    ...queuedNow(now),
  };
}

/**
 * Queues one alert per device that wants this lead (urgent-only devices get urgent leads).
 * Call it in the transaction that stores the lead, like the e-mails: both or neither.
 */
export async function enqueueLeadAlerts(
  trx: Kysely<Database>,
  lead: AlertLead,
  now = Date.now(),
): Promise<number> {
  const subscriptions = await (lead.priority === 'urgent' ? everyDevice : allLeadDevices)(trx, {});
  return queueAlerts(trx, subscriptions, leadAlertPayload(lead), lead.id, now);
}

/**
 * An accepted estimate (issue 39): one alert per device, whatever its mode (good news is never
 * only for urgent leads). Call it in the acceptance's transaction.
 */
export async function enqueueEstimateAlerts(
  trx: Kysely<Database>,
  payload: EstimateAlertPayload,
  now = Date.now(),
): Promise<number> {
  const subscriptions = await everyDevice(trx, {});
  return queueAlerts(trx, subscriptions, payload, payload.leadId, now);
}

/** One outbox row per device, in the caller's transaction; how many were queued. */
async function queueAlerts(
  trx: Kysely<Database>,
  subscriptions: readonly { id: number | bigint; endpoint: string }[],
  payload: AlertPayload,
  leadId: number,
  now: number,
): Promise<number> {
  if (subscriptions.length === 0) return 0;
  await trx
    .insertInto('outbox')
    .values(subscriptions.map((s) => alertRow(s, payload, leadId, now)))
    .execute();
  return subscriptions.length;
}

/** "Send a test alert": one message to this device, through the same outbox. */
export async function enqueueTestAlert(
  db: Kysely<Database>,
  subscription: { id: number | bigint; endpoint: string },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('outbox')
    .values(alertRow(subscription, { test: true }, null, now))
    .execute();
}
