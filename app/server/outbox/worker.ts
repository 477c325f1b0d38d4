import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { limits } from '#app/lib/limits.ts';
import type { OutboxKind } from '../db/tables/outbox.ts';
import type { AppServices } from '../services.ts';
import { claimDue, release } from './claim.ts';
import {
  errorText,
  type AttemptOutcome,
  type OutboxChannel,
  type OutboxJob,
  type OutboxLane,
} from './job.ts';
import { recordAttempt } from './record.ts';

export interface OutboxWorkerOptions {
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  maxAttempts: number;
  leaseMs: number;
  /** Jobs claimed (one commit) and handed to their lanes at once. */
  batchSize: number;
}

/** Every kind of row has its channel: a kind added to the table fails typecheck here until then. */
export type OutboxChannels = Readonly<Record<OutboxKind, OutboxChannel>>;

/**
 * Delivers the outbox's jobs through the channels registered at start, knowing nothing of what
 * they send. Each instance claims due jobs atomically (claim.ts), so two instances never take the
 * same job. A job is leased: if its sender dies mid-send the lease runs out and another instance
 * retries it. Every attempt is recorded in `outbox_attempts`, failures retried with backoff up to
 * `maxAttempts` (record.ts). Claims and results go through `services.writes`: on SQLite they
 * share commits with each other and with incoming leads instead of paying an fsync each.
 *
 * Each lane claims and sends on a loop of its own, only the kinds it carries (issue 37: with the
 * push service unreachable, 940 pending alerts filled every claim and held back all the
 * customers' e-mails). A row of a kind this instance has no channel for (written by a newer
 * version during a rolling update) is left for an instance that knows it.
 */
export function startOutboxWorker(
  services: Pick<AppServices, 'writes' | 'dialect' | 'config' | 'log'>,
  channels: OutboxChannels,
  overrides: Partial<OutboxWorkerOptions> & Pick<OutboxWorkerOptions, 'batchSize'>,
): () => Promise<void> {
  const { config } = services;
  const options: OutboxWorkerOptions = {
    retryBaseMs: config.MAIL_RETRY_BASE_MS ?? limits.mail.retryBaseMs,
    retryMaxMs: config.MAIL_RETRY_MAX_MS ?? limits.mail.retryMaxMs,
    pollMs: config.MAIL_POLL_MS ?? limits.mail.pollMs,
    maxAttempts: limits.mail.maxAttempts,
    leaseMs: config.MAIL_LEASE_MS ?? limits.mail.leaseMs,
    ...overrides,
  };
  const channelOf = (job: OutboxJob): OutboxChannel => channels[job.kind];
  const kindsOf = new Map<OutboxLane, OutboxKind[]>();
  for (const [kind, channel] of Object.entries(channels) as Array<[OutboxKind, OutboxChannel]>) {
    kindsOf.set(channel.lane, [...(kindsOf.get(channel.lane) ?? []), kind]);
  }
  const lanes = [...kindsOf.keys()];
  const instance = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const log = services.log.child({ worker: 'mail-outbox' });
  log.info({ lanes: lanes.map((lane) => lane.description) }, 'mail outbox worker started');

  let stopped = false;
  const wakers = new Set<() => void>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakers.add(wake);
    });

  /**
   * One attempt at a job. The send is out when this answers; its result may wait a few
   * milliseconds for company (other results, a batch of leads) rather than pay an fsync alone.
   * A crash in that window sends it again later.
   */
  const deliver = async (job: OutboxJob): Promise<{ recorded: Promise<void> }> => {
    const started = Date.now();
    let outcome: AttemptOutcome;
    try {
      outcome = await channelOf(job).attempt(job);
    } catch (error) {
      outcome = { ok: false, error: errorText(error).slice(0, 1000) };
    }
    const finished = Date.now();
    const attempt = Number(job.attempts);
    const recorded = services.writes
      .run((trx) => recordAttempt(trx, job, outcome, { started, finished, instance }, options), {
        maxWaitMs: limits.mail.resultCommitWaitMs,
      })
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
  };

  /** One lane's loop: claims its kinds only, and sends them `concurrency` at a time. */
  const runLane = async (lane: OutboxLane, kinds: readonly OutboxKind[]) => {
    let idleDelay = options.pollMs;
    while (!stopped) {
      try {
        const queue = await services.writes.run((trx) =>
          claimDue(trx, services.dialect, instance, { ...options, kinds }),
        );
        const claimed = queue.length;
        // A few sends at a time: the results of those finishing close together share one
        // commit, and the worker leaves the event loop to incoming requests in between
        // (delivery is background work; the outbox holds it durably while a burst of leads
        // lasts).
        const recorded: Array<Promise<void>> = [];
        const sender = async () => {
          for (let job = queue.shift(); job; job = stopped ? undefined : queue.shift()) {
            const { recorded: record } = await deliver(job);
            record.catch(() => undefined); // awaited below; the next send need not wait for it
            recorded.push(record);
          }
        };
        await Promise.all(Array.from({ length: Math.min(lane.concurrency, claimed) }, sender));
        if (queue.length > 0) await services.writes.run((trx) => release(trx, queue, instance));
        await Promise.all(recorded);
        idleDelay = options.pollMs;
        if (claimed === options.batchSize && !stopped) continue;
      } catch (error) {
        // Database away: keep the process up and try again, more slowly.
        log.warn({ err: errorText(error), lane: lane.description }, 'outbox poll failed');
        idleDelay = Math.min(idleDelay * 2, 30_000);
      }
      if (!stopped) await sleep(idleDelay);
    }
  };
  const loops = Promise.all([...kindsOf].map(([lane, kinds]) => runLane(lane, kinds)));

  return async () => {
    stopped = true;
    for (const wake of [...wakers]) wake();
    await loops;
    for (const lane of lanes) lane.close?.();
    log.info('mail outbox worker stopped');
  };
}
