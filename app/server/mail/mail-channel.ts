import type { AppConfig } from '../config.ts';
import {
  errorText,
  type AttemptOutcome,
  type OutboxChannel,
  type OutboxJob,
  type OutboxLane,
} from '../outbox/job.ts';
import { createMailTransport, type MailAttachment } from './transport.ts';

/**
 * The e-mail channel of the outbox: the row's message through the transport (SMTP, or `.eml`
 * files). Channels that send e-mail with checks of their own (review requests, visit reminders)
 * send through `send` and share its lane: one SMTP connection carries every e-mail.
 */
export interface MailChannel extends OutboxChannel {
  /** The transport's batch: what the outbox claims at once. */
  readonly batchSize: number;
  /**
   * Sends the job's e-mail, with more headers (a review request's List-Unsubscribe pair) or
   * files (an estimate's PDF).
   */
  send(
    job: OutboxJob,
    headers?: Record<string, string>,
    attachments?: MailAttachment[],
  ): Promise<AttemptOutcome>;
}

export function createMailChannel(config: Pick<AppConfig, 'SMTP_URL' | 'dataDir'>): MailChannel {
  const transport = createMailTransport(config);
  const lane: OutboxLane = {
    description: transport.description,
    concurrency: transport.concurrency,
    close: () => transport.close(),
  };
  const send = async (
    job: OutboxJob,
    headers?: Record<string, string>,
    attachments?: MailAttachment[],
  ): Promise<AttemptOutcome> => {
    try {
      const sent = await transport.send({
        ...(headers ? { headers } : {}),
        ...(attachments ? { attachments } : {}),
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
        // Stable across retries: a resend after an ambiguous failure is recognisable.
        messageId: `<outbox-${job.id}.${job.created_at}@${messageIdDomain(job.from_address)}>`,
        leadId: job.lead_id === null ? null : Number(job.lead_id),
      });
      return { ok: true, ...sent };
    } catch (error) {
      return sendFailure(error);
    }
  };
  return { lane, batchSize: transport.batchSize, send, attempt: (job) => send(job) };
}

/**
 * A transport error as an attempt's outcome. An SMTP 5xx reply is permanent (RFC 5321 section
 * 4.2.1: the same message will be refused again): the job is parked after this one attempt and
 * the delivery log says so. Anything else (4xx, a dropped connection, a timeout) is retried.
 */
export function sendFailure(error: unknown): AttemptOutcome {
  const message = errorText(error).slice(0, 900);
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

function messageIdDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}
