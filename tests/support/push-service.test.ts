import { createPrivateKey, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { startPushService, type TestPushService, type TestSubscription } from './push-service.ts';

// web-push encrypts (RFC 8291) and signs (RFC 8292); the test service must decrypt and verify
// exactly that, and refuse what a real push service refuses.
const vapid = webPush.generateVAPIDKeys();
const vapidDetails = {
  subject: 'mailto:owner@example.com',
  publicKey: vapid.publicKey,
  privateKey: vapid.privateKey,
};

let service: TestPushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
});

/** What the app's sender does: web-push builds the request, fetch carries it. */
async function send(
  subscription: TestSubscription,
  payload: string,
  options: webPush.RequestOptions = {},
  tamper?: (headers: Record<string, string>) => void,
): Promise<Response> {
  const details = webPush.generateRequestDetails(subscription, payload, {
    vapidDetails,
    contentEncoding: 'aes128gcm',
    TTL: 60,
    ...options,
  });
  const headers = { ...details.headers };
  tamper?.(headers);
  return fetch(details.endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(details.body),
  });
}

/** A VAPID token with any claims, signed with the real private key. */
function token(claims: Record<string, unknown>): string {
  const pub = Buffer.from(vapid.publicKey, 'base64url');
  const key = createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: pub.subarray(1, 33).toString('base64url'),
      y: pub.subarray(33, 65).toString('base64url'),
      d: vapid.privateKey,
    },
    format: 'jwk',
  });
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const data = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' });
  return `vapid t=${data}.${signature.toString('base64url')}, k=${vapid.publicKey}`;
}

describe('test push service', () => {
  it('verifies VAPID and decrypts what web-push encrypted, with its headers', async () => {
    const sub = service.subscribe();
    const response = await send(sub, JSON.stringify({ leadId: 7, town: 'Concord' }), {
      urgency: 'high',
      TTL: 120,
      topic: 'lead-7',
    });
    expect(response.status).toBe(201);
    const [message] = await service.waitForDelivered(1, {
      filter: (m) => m.endpoint === sub.endpoint,
    });
    expect(message).toMatchObject({
      payload: { leadId: 7, town: 'Concord' },
      urgency: 'high',
      ttl: 120,
      topic: 'lead-7',
      vapid: { aud: service.origin, sub: 'mailto:owner@example.com', publicKey: vapid.publicKey },
    });
  });

  it('decrypts a payload longer than one AES block and non-ASCII text', async () => {
    const sub = service.subscribe();
    const text = 'Porte de garage coincée — ' + 'x'.repeat(2000);
    expect((await send(sub, text)).status).toBe(201);
    const found = service.messages.find((m) => m.endpoint === sub.endpoint);
    expect(found?.text).toBe(text);
  });

  it('answers 404, 410, 429 and 5xx on demand, then 201 again', async () => {
    const sub = service.subscribe();
    for (const status of [404, 410, 429, 500, 503]) {
      service.answerNext(status, { endpoint: sub.endpoint });
      expect((await send(sub, '{}')).status).toBe(status);
    }
    expect((await send(sub, '{}')).status).toBe(201);
    service.expire(sub.endpoint);
    expect((await send(sub, '{}')).status).toBe(410);
    expect((await send(sub, '{}')).status).toBe(410);
  });

  it('refuses a tampered signature, a wrong audience, a far or past exp, a bad subject', async () => {
    const sub = service.subscribe();
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<[string, (h: Record<string, string>) => void, RegExp]> = [
      [
        'tampered',
        (h) => {
          const auth = h.Authorization!;
          const sig = /t=[^.]+\.[^.]+\.([^,]+)/.exec(auth)![1]!;
          const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
          h.Authorization = auth.replace(sig, flipped);
        },
        /bad signature/,
      ],
      [
        'audience',
        (h) =>
          (h.Authorization = token({
            aud: 'https://other.example',
            exp: now + 600,
            sub: 'mailto:a@b.c',
          })),
        /aud/,
      ],
      [
        'exp > 24 h',
        (h) =>
          (h.Authorization = token({
            aud: service.origin,
            exp: now + 25 * 3600,
            sub: 'mailto:a@b.c',
          })),
        /24 h/,
      ],
      [
        'expired',
        (h) =>
          (h.Authorization = token({ aud: service.origin, exp: now - 10, sub: 'mailto:a@b.c' })),
        /expired/,
      ],
      [
        'subject',
        (h) => (h.Authorization = token({ aud: service.origin, exp: now + 600, sub: 'owner' })),
        /sub/,
      ],
      ['missing', (h) => delete h.Authorization, /no vapid/],
    ];
    for (const [name, tamper, reason] of cases) {
      const before = service.rejected.length;
      const response = await send(sub, '{}', {}, tamper);
      expect(response.status, name).toBe(403);
      expect(service.rejected[before]?.reason, name).toMatch(reason);
    }
    // A token signed right still passes (the helper itself is sound).
    const ok = await send(sub, '{}', {}, (h) => {
      h.Authorization = token({ aud: service.origin, exp: now + 600, sub: 'https://example.com' });
    });
    expect(ok.status).toBe(201);
  });

  it('cannot decrypt a message encrypted for another subscription', async () => {
    const mine = service.subscribe();
    const other = service.subscribe();
    const before = service.rejected.length;
    const response = await send({ endpoint: mine.endpoint, keys: other.keys }, '{"leadId":1}');
    expect(response.status).toBe(400);
    expect(service.rejected[before]?.reason).toMatch(/decrypt/);
  });

  it('requires a TTL and answers 404 to an unknown endpoint', async () => {
    const sub = service.subscribe();
    const noTtl = await send(sub, '{}', {}, (h) => delete h.TTL);
    expect(noTtl.status).toBe(400);
    const unknown = await send({ ...sub, endpoint: `${service.origin}/push/none` }, '{}');
    expect(unknown.status).toBe(404);
  });
});
