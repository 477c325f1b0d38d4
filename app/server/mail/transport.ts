import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';

/** A message's addresses and body, as rendered before it is queued. */
export interface MailContent {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
}

export interface OutgoingMail extends MailContent {
  /** Outbox id: names the .eml file and makes the Message-ID stable across retries. */
  id: number;
  messageId: string;
  leadId: number | null;
  /** More headers (a review request's RFC 8058 List-Unsubscribe pair). */
  headers?: Record<string, string>;
  /** A visit's event (issue 30): sent as the text/calendar alternative with its method. */
  calendar?: { method: string; content: string };
  /** Files (an estimate's PDF, issue 39), rendered by the channel at send time. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface SendOutcome {
  messageId: string;
  /** The SMTP server's answer, or the file written. */
  response: string;
}

export interface MailTransport {
  /** `smtp host:port` or the mail folder, for logs. */
  description: string;
  /**
   * How many messages the outbox hands it at once. SMTP: as many as the worker sent one after
   * another before, so no message waits longer in the pool than it did (its lease is 2 min).
   */
  batchSize: number;
  /** Messages handed over at once: SMTP one at a time (one pooled connection), files two. */
  concurrency: number;
  send(mail: OutgoingMail): Promise<SendOutcome>;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise `.eml` files in DATA_DIR/mail/. */
export function createMailTransport(
  config: Pick<AppConfig, 'SMTP_URL' | 'dataDir'>,
): MailTransport {
  const options = (mail: OutgoingMail) => ({
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    // The event as one text/calendar alternative with its method (iMIP, RFC 6047 2.4), the
    // part Outlook, Apple Mail, Gmail and Thunderbird read; a client that reads none of them
    // shows the text part, which says the same. Not nodemailer's `icalEvent`: it adds an
    // `application/ics` attachment copy of the same event, which some clients show as a second
    // invitation or a bare file (docs/booking.md, "E-mails").
    ...(mail.calendar
      ? {
          alternatives: [
            {
              contentType: `text/calendar; charset=utf-8; method=${mail.calendar.method}`,
              content: mail.calendar.content,
            },
          ],
        }
      : {}),
    ...(mail.attachments
      ? {
          attachments: mail.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.content),
          })),
        }
      : {}),
    messageId: mail.messageId,
    headers: {
      ...(mail.leadId === null ? {} : { 'X-Lead-Id': String(mail.leadId) }),
      ...mail.headers,
    },
  });

  if (config.SMTP_URL) {
    const smtpUrl = new URL(config.SMTP_URL);
    const transporter = nodemailer.createTransport({
      url: config.SMTP_URL,
      // One kept-open connection: no handshake and greeting delay per message.
      pool: true,
      maxConnections: 1,
      maxMessages: 100,
      // Fail fast enough that a dead server never holds a job near its lease.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      description: `smtp ${smtpUrl.hostname}:${smtpUrl.port || 'default'}`,
      batchSize: 10,
      concurrency: 1,
      async send(mail) {
        const info = await transporter.sendMail(options(mail));
        return { messageId: info.messageId, response: String(info.response ?? '') };
      },
      close: () => transporter.close(),
    };
  }

  const folder = path.join(config.dataDir, 'mail');
  // Created once per process, not per message (a syscall each); retried after a failure.
  let folderReady: Promise<unknown> | undefined;
  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    description: `files in ${folder}`,
    batchSize: 50,
    concurrency: 2,
    async send(mail) {
      const info = await writer.sendMail(options(mail));
      const bytes = info.message;
      if (!Buffer.isBuffer(bytes)) throw new Error('mail writer produced no message');
      folderReady ??= fs.mkdir(folder, { recursive: true }).catch((error: unknown) => {
        folderReady = undefined;
        throw error;
      });
      await folderReady;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${mail.id}.eml`);
      // Written whole or not at all: a reader never sees half a message.
      const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
      return { messageId: info.messageId, response: `written ${path.basename(file)}` };
    },
    close: () => writer.close(),
  };
}
