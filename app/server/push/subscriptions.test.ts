import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isPushEndpoint, subscriptionSchema } from './subscriptions.ts';

describe('push endpoints (issue 27)', () => {
  it("accepts the browsers' push services only", () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QAbc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
    ]) {
      expect(isPushEndpoint(ok, false), ok).toBe(true);
    }
    for (const bad of [
      'https://169.254.169.254/latest/meta-data/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://[::1]:22/',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/x',
      'https://evil.example/fcm.googleapis.com',
      'https://fcm.googleapis.com.evil.example/x',
      'http://127.0.0.1:9000/push',
    ]) {
      expect(isPushEndpoint(bad, false), bad).toBe(false);
    }
  });

  it('lets the test push service on loopback through with PUSH_ALLOW_HTTP_ENDPOINTS=1 only', () => {
    expect(isPushEndpoint('http://127.0.0.1:9000/push/1', true)).toBe(true);
    expect(isPushEndpoint('http://[::1]:9000/push/1', true)).toBe(true);
    expect(isPushEndpoint('http://169.254.169.254/', true)).toBe(false);
    expect(isPushEndpoint('https://metadata.google.internal/', true)).toBe(false);
  });

  it('refuses a p256dh that is not a point of P-256', () => {
    const schema = subscriptionSchema(false);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscription = (p256dh: Buffer) => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: p256dh.toString('base64url'), auth: randomBytes(16).toString('base64url') },
    });
    expect(schema.safeParse(subscription(ecdh.getPublicKey())).success).toBe(true);
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]);
    expect(schema.safeParse(subscription(offCurve)).success).toBe(false);
  });
});
