import type { Context, Hono } from 'hono';
import { limits } from '#app/lib/limits.ts';
import { z } from 'zod';
import { messages } from '#app/lib/messages.ts';
import { enqueueTestAlert } from '#app/server/push/alerts.ts';
import {
  findSubscription,
  pushModes,
  removeSubscription,
  saveSubscription,
  setSubscriptionMode,
  subscriptionSchema,
} from '#app/server/push/subscriptions.ts';
import { ensureVapidKeys } from '#app/server/push/vapid.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';
import { requireAdminApi } from './auth-guard.ts';
import { readApiBody } from './read-body.ts';

const endpointBody = z.object({ endpoint: z.string().min(1).max(2000) });
const modeBody = endpointBody.extend({ mode: z.enum(pushModes) });

/**
 * The call's JSON, read up to `limits.push.maxBodyBytes` (issue 27: the body was read whole),
 * checked against the call's schema; unparsable JSON is `undefined`, which every schema
 * refuses. A refused body is answered here (400, the spec's invalid-subscription message).
 */
async function readBody<T>(
  c: Context<HostEnv>,
  schema: z.ZodType<T>,
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  const body = await readApiBody(c, limits.push.maxBodyBytes, {
    tooLarge: messages.pushAlerts.invalidSubscription,
    unreadable: messages.pushAlerts.invalidSubscription,
  });
  if (!body.ok) return body;
  let value: unknown;
  try {
    value = JSON.parse(body.text) as unknown;
  } catch {
    value = undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    return { ok: false, response: c.json({ error: messages.pushAlerts.invalidSubscription }, 400) };
  }
  return { ok: true, data: parsed.data };
}

/**
 * The owner's push alerts, per device (issue 17). The browser subscribes through its service
 * worker with the VAPID public key from `GET /api/admin/push/key`, then hands the
 * subscription here; every other call names the device by its endpoint.
 */
export function mountPushApi(app: Hono<HostEnv>, services: AppServices): void {
  const guard = requireAdminApi(services);
  const subscriptionBody = z.object({
    subscription: subscriptionSchema(services.config.PUSH_ALLOW_HTTP_ENDPOINTS === '1'),
    mode: z.enum(pushModes),
  });

  app.get('/api/admin/push/key', guard, async (c) => {
    const { publicKey } = await ensureVapidKeys(services.db);
    return c.json({ publicKey });
  });

  app.post('/api/admin/push/subscription', guard, async (c) => {
    const parsed = await readBody(c, subscriptionBody);
    if (!parsed.ok) return parsed.response;
    const admin = c.get('admin');
    await saveSubscription(services.db, {
      subscription: parsed.data.subscription,
      mode: parsed.data.mode,
      userId: admin.userId,
      sessionHash: admin.sessionId,
      userAgent: c.req.header('User-Agent') ?? '',
    });
    return c.json({ subscribed: true, mode: parsed.data.mode }, 201);
  });

  app.post('/api/admin/push/status', guard, async (c) => {
    const parsed = await readBody(c, endpointBody);
    if (!parsed.ok) return parsed.response;
    const row = await findSubscription(services.db, c.get('admin').userId, parsed.data.endpoint);
    return c.json(row ? { subscribed: true, mode: row.mode } : { subscribed: false });
  });

  app.post('/api/admin/push/mode', guard, async (c) => {
    const parsed = await readBody(c, modeBody);
    if (!parsed.ok) return parsed.response;
    const { endpoint, mode } = parsed.data;
    const found = await setSubscriptionMode(services.db, c.get('admin').userId, endpoint, mode);
    if (!found) return c.json({ error: messages.pushAlerts.notFound }, 404);
    return c.json({ subscribed: true, mode });
  });

  app.post('/api/admin/push/test', guard, async (c) => {
    const parsed = await readBody(c, endpointBody);
    if (!parsed.ok) return parsed.response;
    const row = await findSubscription(services.db, c.get('admin').userId, parsed.data.endpoint);
    if (!row) return c.json({ error: messages.pushAlerts.notFound }, 404);
    await enqueueTestAlert(services.db, { id: row.id, endpoint: parsed.data.endpoint });
    return c.json({ queued: true }, 202);
  });

  app.post('/api/admin/push/unsubscribe', guard, async (c) => {
    const parsed = await readBody(c, endpointBody);
    if (!parsed.ok) return parsed.response;
    await removeSubscription(services.db, c.get('admin').userId, parsed.data.endpoint);
    return c.json({ subscribed: false });
  });
}
