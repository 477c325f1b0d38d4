import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on 127.0.0.1, standing where a browser vendor's would (RFC 8030). It holds
 * the browser's half of each subscription (its P-256 key pair and auth secret), so it can do
 * what the real service cannot: decrypt the payload (RFC 8291/8188) and show what crossed it.
 * Every request must carry a valid VAPID authorization (RFC 8292) or it is refused with 401/403.
 */

/** What the server stores and web-push takes: the browser's `PushSubscription.toJSON()`. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The status this request was answered with. */
  status: number;
  receivedAt: number;
  urgency: string | null;
  ttl: number | null;
  topic: string | null;
  /** The VAPID claims, once the signature checked out. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
  /** The decrypted body, parsed as JSON when it is JSON. */
  payload: unknown;
  /** The decrypted body as text. */
  text: string;
}

export interface RejectedPush {
  endpoint: string;
  status: number;
  reason: string;
}

export interface TestPushService {
  /** `http://127.0.0.1:PORT`: the `aud` every VAPID token must name. */
  origin: string;
  /** A new browser subscription (fresh keys) whose endpoint is on this service. */
  subscribe(): TestSubscription;
  /** Accepted (authorised, decrypted) messages, whatever status they were answered with. */
  messages: ReceivedPush[];
  /** Requests refused before decryption (bad or missing VAPID, bad encryption, no TTL). */
  rejected: RejectedPush[];
  /**
   * The next `times` authorised requests (to `endpoint`, or to any) are answered with `status`
   * (201 by default otherwise): 404, 410, 429, 500, 503... Answers queue in order.
   */
  answerNext(
    status: number,
    options?: {
      times?: number;
      endpoint?: string;
      /** A Retry-After header with the answer; a function is called when the answer is sent. */
      retryAfter?: string | (() => string);
    },
  ): void;
  /** From now on this subscription is gone: every request to it gets 410 Gone. */
  expire(endpoint: string): void;
  /** Resolves once `count` messages (matching `filter`) were answered 201. */
  waitForDelivered(
    count: number,
    options?: { timeoutMs?: number; filter?: (m: ReceivedPush) => boolean },
  ): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface Held {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
}

export async function startPushService(): Promise<TestPushService> {
  const held = new Map<string, Held>();
  const gone = new Set<string>();
  const queued: Array<{
    status: number;
    endpoint?: string | undefined;
    retryAfter?: string | (() => string) | undefined;
  }> = [];
  const messages: ReceivedPush[] = [];
  const rejected: RejectedPush[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const answer = (status: number, reason?: string, headers: Record<string, string> = {}) => {
        if (reason !== undefined) rejected.push({ endpoint, status, reason });
        if (status === 201) headers.Location = `${endpoint}/m/${randomUUID()}`;
        res.writeHead(status, headers);
        res.end(reason ?? '');
      };
      if (req.method !== 'POST') return answer(405, 'only POST');
      const sub = held.get(endpoint);
      if (!sub) return answer(404, 'no such subscription');
      let vapid: ReceivedPush['vapid'];
      try {
        vapid = checkVapid(req.headers.authorization, origin);
      } catch (error) {
        return answer(403, `vapid: ${(error as Error).message}`);
      }
      const ttlHeader = req.headers.ttl;
      if (typeof ttlHeader !== 'string' || !/^\d+$/.test(ttlHeader)) {
        return answer(400, 'TTL header missing');
      }
      let text: string;
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        }
        text = decryptAes128gcm(Buffer.concat(chunks), sub).toString('utf8');
      } catch (error) {
        return answer(400, `decrypt: ${(error as Error).message}`);
      }
      let payload: unknown = text;
      try {
        payload = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      const index = queued.findIndex((q) => q.endpoint === undefined || q.endpoint === endpoint);
      const next = !gone.has(endpoint) && index >= 0 ? queued.splice(index, 1)[0] : undefined;
      const status = gone.has(endpoint) ? 410 : (next?.status ?? 201);
      const retryAfter =
        typeof next?.retryAfter === 'function' ? next.retryAfter() : next?.retryAfter;
      messages.push({
        endpoint,
        status,
        receivedAt: Date.now(),
        urgency: header(req.headers.urgency),
        ttl: Number(ttlHeader),
        topic: header(req.headers.topic),
        vapid,
        payload,
        text,
      });
      for (const wake of waiters) wake();
      answer(status, undefined, retryAfter === undefined ? {} : { 'Retry-After': retryAfter });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    messages,
    rejected,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      held.set(endpoint, { ecdh, publicKey, auth });
      return {
        endpoint,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answerNext(status, options = {}) {
      for (let i = 0; i < (options.times ?? 1); i++) {
        queued.push({ status, endpoint: options.endpoint, retryAfter: options.retryAfter });
      }
    },
    expire(endpoint) {
      gone.add(endpoint);
    },
    waitForDelivered(count, options = {}) {
      const timeoutMs = options.timeoutMs ?? 10_000;
      const delivered = () =>
        messages.filter((m) => m.status === 201 && (options.filter?.(m) ?? true));
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = delivered();
          if (found.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `expected ${count} delivered push messages within ${timeoutMs} ms, got ${delivered().length}` +
                (rejected.length ? `; rejected: ${JSON.stringify(rejected)}` : ''),
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function header(value: string | string[] | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<application server public key>`. The JWT is
 * ES256-signed with that key; `aud` is the push service's origin, `exp` at most 24 h ahead,
 * `sub` a mailto: or https: contact.
 */
function checkVapid(authorization: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid\s+t=([^,\s]+)\s*,\s*k=([A-Za-z0-9_-]+)\s*$/.exec(authorization ?? '');
  if (!match) throw new Error(`no vapid authorization (${authorization ?? 'none'})`);
  const [, token, key] = match as unknown as [string, string, string];
  const publicKey = Buffer.from(key, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 0x04) throw new Error('k is not a P-256 point');
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('t is not a JWT');
  const [head, body, signature] = parts as [string, string, string];
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as {
    alg?: string;
  };
  if (jwtHeader.alg !== 'ES256') throw new Error(`alg ${jwtHeader.alg}`);
  const keyObject = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: publicKey.subarray(1, 33).toString('base64url'),
      y: publicKey.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: keyObject, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('bad signature');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    aud?: unknown;
    exp?: unknown;
    sub?: unknown;
  };
  if (claims.aud !== origin) throw new Error(`aud ${String(claims.aud)} is not ${origin}`);
  const now = Date.now();
  if (typeof claims.exp !== 'number') throw new Error('exp missing');
  if (claims.exp * 1000 <= now) throw new Error('expired');
  if (claims.exp * 1000 > now + DAY_MS) throw new Error('exp more than 24 h ahead');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    throw new Error(`sub ${String(claims.sub)}`);
  }
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub, publicKey: key };
}

/**
 * RFC 8188 with the RFC 8291 key derivation: header (salt 16, rs 4, idlen 1, keyid = the
 * sender's ephemeral public key), then records of `rs` bytes each ending in a 16-byte tag.
 */
function decryptAes128gcm(body: Buffer, sub: Held): Buffer {
  if (body.length < 21) throw new Error('body shorter than its header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  if (idlen !== 65) throw new Error(`keyid of ${idlen} bytes, expected a P-256 point`);
  if (rs < 18) throw new Error(`record size ${rs}`);
  const secret = sub.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, sub.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const baseNonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const records = body.subarray(21 + idlen);
  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += rs, seq++) {
    const record = records.subarray(offset, offset + rs);
    if (record.length < 17) throw new Error('record too short');
    const nonce = Buffer.from(baseNonce);
    // The record sequence number XORs into the nonce's low bytes (fewer than 2^32 records).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([
      decipher.update(record.subarray(0, record.length - 16)),
      decipher.final(),
    ]);
    // Content, then a delimiter (2 on the last record, 1 before), then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = offset + rs >= records.length;
    if (end < 0 || padded[end] !== (last ? 2 : 1)) throw new Error('bad padding delimiter');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}
