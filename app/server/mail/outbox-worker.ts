import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Kysely, Selectable } from 'kysely';
import { limits } from '#app/lib/limits.ts';
import type { Database } from '../db/schema.ts';
import type { WriteTransactions } from '../db/group-commit.ts';
import type { MailOutboxTable } from '../db/tables/leads.ts';
import type { AppServices } from '../services.ts';
import { createPushSender, type PushOutcome, type PushSender } from '../push/sender.ts';
import { reviewMailHeaders } from '../reviews/request.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

type OutboxJob = Selectable<MailOutboxTable>;

export interface OutboxWorkerOptions {
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  maxAttempts: number;
  leaseMs: number;
  /** Jobs claimed (one commit) and handed to the transport at once; 0: the transport's own. */
  batchSize: number;
}

/** The delay before attempt `failures + 1`: doubling from the base, capped, with a little jitter. */
export function retryDelayMs(
  failures: number,
  base: number,
  max: number,
  random = Math.random(),
): number {
  const exponential = Math.min(max, base * 2 ** Math.max(0, failures - 1));
  return Math.round(exponential * (0.9 + 0.2 * random));
}

/**
 * Sends queued mail. Each instance claims due jobs atomically (FOR UPDATE SKIP LOCKED on
 * PostgreSQL; a single UPDATE ... RETURNING on SQLite, which holds the write lock), so two
 * instances never take the same job. A job is leased: if its sender dies mid-send the lease
 * runs out and another instance retries it. Every attempt is recorded in `mail_attempts`.
 * Claims and results go through `services.writes`: on SQLite they share commits with each
 * other and with incoming leads instead of paying an fsync each.
 */
export function startOutboxWorker(
  services: Pick<AppServices, 'writes' | 'dialect' | 'config' | 'log' | 'db'>,
  overrides: Partial<OutboxWorkerOptions> = {},
): () => Promise<void> {
  const { config } = services;
  const options: OutboxWorkerOptions = {
    retryBaseMs: config.MAIL_RETRY_BASE_MS ?? limits.mail.retryBaseMs,
    retryMaxMs: config.MAIL_RETRY_MAX_MS ?? limits.mail.retryMaxMs,
    pollMs: config.MAIL_POLL_MS ?? limits.mail.pollMs,
    maxAttempts: limits.mail.maxAttempts,
    leaseMs: config.MAIL_LEASE_MS ?? limits.mail.leaseMs,
    batchSize: 0,
    ...overrides,
  };
  const instance = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const transport = createMailTransport(config);
  const sendAlert = createPushSender(services.db);
  if (options.batchSize <= 0) options.batchSize = transport.batchSize;
  const log = services.log.child({ worker: 'mail-outbox' });
  log.info({ transport: transport.description }, 'mail outbox worker started');
  const warning = originWarning(config);
  if (warning) log.warn({ origin: config.publicOrigin }, warning);

  let stopped = false;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    let idleDelay = options.pollMs;
    while (!stopped) {
      try {
        const jobs = await services.writes.run((trx) =>
          claimDue(trx, services.dialect, instance, options),
        );
        // A few sends at a time: the results of those finishing close together share one
        // commit, and the worker leaves the event loop to incoming requests in between (mail
        // is background work; the outbox holds it durably while a burst of leads lasts).
        // Push alerts have lanes of their own: an alert never queues behind a slow SMTP server.
        const waitingMail = jobs.filter((job) => job.kind !== 'push_alert');
        const waitingPush = jobs.filter((job) => job.kind === 'push_alert');
        const recorded: Array<Promise<void>> = [];
        const lane = (waiting: OutboxJob[], attempt: Attempt) => async () => {
          for (let job = waiting.shift(); job; job = stopped ? undefined : waiting.shift()) {
            const { recorded: record } = await deliver(
              services.writes,
              attempt,
              job,
              instance,
              options,
              log,
            );
            record.catch(() => undefined); // awaited below; the next send need not wait for it
            recorded.push(record);
          }
        };
        const mailLanes = Math.min(transport.concurrency, waitingMail.length);
        const pushLanes = Math.min(limits.push.concurrency, waitingPush.length);
        await Promise.all([
          ...Array.from({ length: mailLanes }, lane(waitingMail, mailAttempt(transport, services))),
          ...Array.from({ length: pushLanes }, lane(waitingPush, pushAttempt(sendAlert))),
        ]);
        const waiting = [...waitingMail, ...waitingPush];
        if (waiting.length > 0) await release(services.writes, waiting, instance);
        await Promise.all(recorded);
        idleDelay = options.pollMs;
        if (jobs.length === options.batchSize && !stopped) continue;
      } catch (error) {
        // Database away: keep the process up and try again, more slowly.
        log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'outbox poll failed',
        );
        idleDelay = Math.min(idleDelay * 2, 30_000);
      }
      if (!stopped) await sleep(idleDelay);
    }
  })();

  return async () => {
    stopped = true;
    wake?.();
    await loop;
    transport.close();
    log.info('mail outbox worker stopped');
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

async function claimDue(
  trx: Kysely<Database>,
  dialect: AppServices['dialect'],
  instance: string,
  options: OutboxWorkerOptions,
): Promise<OutboxJob[]> {
  const now = Date.now();
  let due = trx
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
      ]),
    )
    .orderBy('priority', 'desc')
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(options.batchSize);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  const jobs = await trx
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      locked_by: instance,
      locked_until: now + options.leaseMs,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
  return jobs.sort(
    (a, b) => b.priority - a.priority || a.next_attempt_at - b.next_attempt_at || a.id - b.id,
  );
}

/** One attempt at a job: what happened, and what else its result must change. */
export type AttemptOutcome =
  | {
      ok: true;
      messageId: string | null;
      response: string;
      effects?: (trx: Kysely<Database>) => Promise<void>;
    }
  | {
      ok: false;
      error: string;
      /** Retrying cannot help: the job is parked as `dead` at once. */
      permanent?: boolean;
      /** At least this long before the next attempt (a push service's Retry-After). */
      retryAfterMs?: number;
      effects?: (trx: Kysely<Database>) => Promise<void>;
    };
type Attempt = (job: OutboxJob) => Promise<AttemptOutcome>;

function mailAttempt(
  transport: MailTransport,
  services: Pick<AppServices, 'db' | 'config'>,
): Attempt {
  return async (job) => {
    let headers: Record<string, string> | undefined;
    if (job.kind === 'review_request') {
      // Checked at send time too: an opt-out between queueing and sending still holds.
      const review = await reviewMailHeaders(
        services.db,
        services.config.publicOrigin,
        job.to_address,
      );
      if (review.optedOut) {
        return { ok: false, error: 'recipient unsubscribed from review requests', permanent: true };
      }
      headers = review.headers;
    }
    if (job.kind === 'visit_reminder' && !(await reminderStillDue(services.db, job))) {
      // Checked at send time too: a cancel or move since it was queued withdraws it.
      return {
        ok: false,
        error: 'visit cancelled or moved since the reminder was queued',
        permanent: true,
      };
    }
    let sent;
    try {
      sent = await transport.send({
        ...(headers ? { headers } : {}),
        ...(job.calendar_body
          ? { calendar: { method: job.calendar_method ?? 'REQUEST', content: job.calendar_body } }
          : {}),
        id: Number(job.id),
        from: job.from_address,
        to: job.to_address,
        replyTo: job.reply_to,
        subject: job.subject,
        text: job.text_body,
        html: job.html_body,
        messageId: `<outbox-${job.id}.${job.created_at}@${messageIdDomain(job.from_address)}>`,
        leadId: job.lead_id === null ? null : Number(job.lead_id),
      });
    } catch (error) {
      return sendFailure(error);
    }
    return { ok: true, ...sent };
  };
}

/**
 * A transport error as an attempt's outcome. An SMTP 5xx reply is permanent (RFC 5321 section
 * 4.2.1: the same message will be refused again): the job is parked after this one attempt and
 * the delivery log says so. Anything else (4xx, a dropped connection, a timeout) is retried.
 */
export function sendFailure(error: unknown): AttemptOutcome {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 900);
  const code =
    typeof error === 'object' && error !== null && 'responseCode' in error
      ? Number(error.responseCode)
      : NaN;
  return code >= 500 && code <= 599
    ? {
        ok: false,
        permanent: true,
        error: `permanent failure (SMTP ${code}, not retried): ${message}`,
      }
    : { ok: false, error: message };
}

/** A reminder goes only while its visit is booked and it is still the visit's reminder. */
async function reminderStillDue(db: Kysely<Database>, job: OutboxJob): Promise<boolean> {
  if (job.lead_id === null) return false;
  const visit = await db
    .selectFrom('appointments')
    .select(['status', 'reminder_outbox_id'])
    .where('lead_id', '=', job.lead_id)
    .executeTakeFirst();
  return visit?.status === 'booked' && Number(visit.reminder_outbox_id) === Number(job.id);
}

/** A push alert: sent with web-push; a 404/410 removes the device's subscription for good. */
function pushAttempt(sendAlert: PushSender): Attempt {
  return async (job) => {
    const subscriptionId =
      job.push_subscription_id === null ? null : Number(job.push_subscription_id);
    const outcome: PushOutcome = await sendAlert({
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
              await trx.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute();
            },
          }
        : {}),
    };
  };
}

async function deliver(
  writes: WriteTransactions,
  attemptJob: Attempt,
  job: OutboxJob,
  instance: string,
  options: OutboxWorkerOptions,
  log: AppServices['log'],
): Promise<{ recorded: Promise<void> }> {
  const started = Date.now();
  let outcome: AttemptOutcome;
  try {
    outcome = await attemptJob(job);
  } catch (error) {
    outcome = {
      ok: false,
      error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
    };
  }
  const finished = Date.now();
  const attempt = Number(job.attempts);
  // The mail is out: its result may wait a few milliseconds for company (other results, a
  // batch of leads) rather than pay an fsync alone. A crash in that window resends it later.
  const recorded = writes
    .run(
      async (trx) => {
        if (outcome.ok) {
          await trx
            .updateTable('mail_outbox')
            .set({
              status: 'sent',
              sent_at: finished,
              locked_until: null,
              message_id: outcome.messageId,
              last_error: null,
            })
            .where('id', '=', job.id)
            .where('locked_by', '=', instance)
            .execute();
        } else {
          const dead = outcome.permanent === true || attempt >= options.maxAttempts;
          const backoff = retryDelayMs(attempt, options.retryBaseMs, options.retryMaxMs);
          await trx
            .updateTable('mail_outbox')
            .set({
              status: dead ? 'dead' : 'pending',
              next_attempt_at:
                finished +
                Math.max(backoff, Math.min(outcome.retryAfterMs ?? 0, options.retryMaxMs)),
              locked_until: null,
              last_error: outcome.error.slice(0, 1000),
            })
            .where('id', '=', job.id)
            .where('locked_by', '=', instance)
            .execute();
        }
        await outcome.effects?.(trx);
        await trx
          .insertInto('mail_attempts')
          .values({
            outbox_id: job.id,
            attempt,
            started_at: started,
            finished_at: finished,
            outcome: outcome.ok ? 'sent' : 'failed',
            error: outcome.ok ? null : outcome.error.slice(0, 1000),
            response: outcome.ok ? outcome.response.slice(0, 1000) : null,
            instance,
          })
          .execute();
      },
      { maxWaitMs: limits.mail.resultCommitWaitMs },
    )
    .then(() => {
      if (outcome.ok) log.info({ outboxId: job.id, kind: job.kind, attempt }, 'mail sent');
      else
        log.warn(
          { outboxId: job.id, kind: job.kind, attempt, err: outcome.error },
          outcome.permanent
            ? 'mail attempt failed permanently: parked, not retried'
            : 'mail attempt failed',
        );
    });
  return { recorded };
}

/** Hands claimed jobs that were never given to the transport back (shutdown), unleased. */
async function release(
  writes: WriteTransactions,
  jobs: OutboxJob[],
  instance: string,
): Promise<void> {
  await writes.run((trx) =>
    trx
      .updateTable('mail_outbox')
      .set((eb) => ({
        status: 'pending',
        locked_until: null,
        attempts: eb('attempts', '-', 1),
      }))
      .where(
        'id',
        'in',
        jobs.map((job) => job.id),
      )
      .where('locked_by', '=', instance)
      .where('status', '=', 'sending')
      .execute(),
  );
}

function messageIdDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}
