import type { Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, with its MIME parts decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** Header names lower-cased; values unfolded and with encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** The text/calendar part (a booked visit's event), decoded; '' when none. */
  calendar: string;
  /** That part's Content-Type (its `method=` parameter says REQUEST or CANCEL). */
  calendarType: string;
  /** Parts sent as attachments (an estimate's PDF), their bytes decoded. */
  attachments: Array<{ contentType: string; filename: string; content: Buffer }>;
}

export interface TestSmtp {
  port: number;
  /** `smtp://127.0.0.1:PORT` for the server's SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** While down, open connections are dropped and new ones refused with 421. */
  setDown(down: boolean): void;
  /**
   * The next `count` messages are received and kept, but the connection is cut instead of the
   * 250 reply: the sender cannot know they arrived (as when it dies between the server's
   * acceptance and its own bookkeeping), so it sends them again.
   */
  loseReplies(count: number): void;
  /**
   * While set, every recipient is refused with this reply code (550: the mailbox does not
   * exist, a permanent failure per RFC 5321 section 4.2.1); null accepts again.
   */
  refuseRecipients(code: number | null): void;
  /** Recipients refused so far (RCPT TO answered with the refusal code). */
  refused: string[];
  /** Resolves once at least `count` messages arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server (the `smtp-server` package) on a free loopback port. */
export async function startSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  let down = false;
  let repliesToLose = 0;
  let refuseCode: number | null = null;
  const refused: string[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // No reverse DNS per connection: it costs ~170 ms each on machines without a resolver.
    disableReverseLookup: true,
    onConnect(_session, callback) {
      if (down) {
        const error = new Error('Service not available') as Error & { responseCode: number };
        error.responseCode = 421;
        callback(error);
        return;
      }
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (refuseCode !== null) {
        refused.push(address.address);
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = refuseCode;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push(
          parseMail(
            raw,
            session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        for (const wake of waiters) wake();
        if (repliesToLose > 0) {
          repliesToLose -= 1;
          for (const socket of sockets) socket.destroy();
          return;
        }
        callback();
      });
    },
  });
  const sockets = new Set<Socket>();
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('smtp server has no port');
  const port = address.port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    setDown(value) {
      down = value;
      // Going down also drops the connections a pooled client keeps open.
      if (down) for (const socket of sockets) socket.destroy();
    },
    loseReplies(count) {
      repliesToLose = count;
    },
    refuseRecipients(code) {
      refuseCode = code;
    },
    refused,
    waitFor(count, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(messages);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages, got ${messages.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A small MIME reader: enough for what nodemailer writes (multipart, QP, base64). */
export function parseMail(raw: string, envelopeFrom = '', envelopeTo: string[] = []): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  const parts = leafParts(headers, body);
  const pick = (type: string) =>
    parts.find((p) => (p.headers['content-type'] ?? 'text/plain').startsWith(type))?.content ?? '';
  return {
    envelopeFrom,
    envelopeTo,
    raw,
    headers,
    subject: headers.subject ?? '',
    text: pick('text/plain'),
    html: pick('text/html'),
    calendar: pick('text/calendar'),
    calendarType:
      parts.find((p) => (p.headers['content-type'] ?? '').startsWith('text/calendar'))?.headers[
        'content-type'
      ] ?? '',
    attachments: parts
      .filter((p) => /^attachment/i.test(p.headers['content-disposition'] ?? ''))
      .map((p) => ({
        contentType: (p.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '',
        filename: /filename="?([^";]+)"?/i.exec(p.headers['content-disposition'] ?? '')?.[1] ?? '',
        content:
          (p.headers['content-transfer-encoding'] ?? '').toLowerCase() === 'base64'
            ? Buffer.from(p.body.replace(/\s+/g, ''), 'base64')
            : Buffer.from(p.content, 'utf8'),
      })),
  };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end < 0 ? normalised : normalised.slice(0, end);
  const body = end < 0 ? '' : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
    }
  }
  return { headers, body };
}

function leafParts(
  headers: Record<string, string>,
  body: string,
): Array<{ headers: Record<string, string>; content: string; body: string }> {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const part = splitHeaders(chunk.replace(/^\n/, ''));
        return leafParts(part.headers, part.body);
      });
  }
  return [{ headers, content: decodeBody(body, headers['content-transfer-encoding'] ?? ''), body }];
}

function decodeBody(body: string, encoding: string): string {
  const kind = encoding.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\n$/, '');
  }
  return body.replace(/\n$/, '');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_, _charset: string, kind: string, text: string) => {
        if (kind.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
        const bytes = text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      },
    );
}
