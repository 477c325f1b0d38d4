import type { Context, Hono, MiddlewareHandler } from 'hono';
import { estimateMessages as m } from '#app/lib/messages/estimates.ts';
import { estimateView } from '#app/server/estimates/estimate-view.ts';
import { findEstimate, listLeadEstimates } from '#app/server/estimates/estimate-record.ts';
import { expireDueEstimates } from '#app/server/estimates/expire.ts';
import {
  createEstimate,
  duplicateEstimate,
  recordDepositReceived,
  sendEstimate,
  updateEstimate,
  voidEstimate,
  type Refusal,
} from '#app/server/estimates/owner-commands.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';
import { readApiJson, type ApiJson } from './read-body.ts';

/** Three options of thirty lines, ten add-ons and 5,000 characters of terms fit well inside. */
const ESTIMATE_BODY_MAX = 64 * 1024;

function readJson(c: Context<HostEnv>): Promise<ApiJson> {
  return readApiJson(c, ESTIMATE_BODY_MAX, {
    tooLarge: 'Request body too large',
    unreadable: 'Request body could not be read',
    invalidJson: 'Body must be JSON',
  });
}

function idParam(c: Context<HostEnv>, name: string): number | null {
  const value = c.req.param(name) ?? '';
  return /^\d{1,15}$/.test(value) ? Number(value) : null;
}

function refusal(c: Context<HostEnv>, result: Refusal) {
  switch (result.kind) {
    case 'invalid':
      return c.json({ error: m.invalid, fieldErrors: result.fieldErrors }, 400);
    case 'not-found':
      return c.json({ error: m.notFound }, 404);
    case 'lead-not-found':
      return c.json({ error: m.leadNotFound }, 404);
    case 'locked':
      return c.json({ error: result.status === 'accepted' ? m.acceptedLocked : m.voidLocked }, 409);
    case 'conflict':
      return c.json(
        {
          error:
            result.reason === 'not-accepted'
              ? m.depositNotAccepted
              : result.reason === 'no-deposit'
                ? m.depositNone
                : m.leadHeldAsSpam,
        },
        409,
      );
  }
}

/**
 * Estimates' JSON API (issue 39's interface contract, decisions.md "Estimates"): thin adapters
 * over app/server/estimates/owner-commands.ts, the same commands as the admin's intents.
 */
export function mountEstimatesApi(
  app: Hono<HostEnv>,
  services: AppServices,
  requireAdmin: MiddlewareHandler<HostEnv>,
): void {
  app.post('/api/admin/leads/:id/estimates', requireAdmin, async (c) => {
    const leadId = idParam(c, 'id');
    if (leadId === null) return c.json({ error: m.leadNotFound }, 404);
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const result = await createEstimate(services, leadId, body.value);
    if (result.kind !== 'ok') return refusal(c, result);
    return c.json(estimateView(result.estimate), 201);
  });

  app.get('/api/admin/leads/:id/estimates', requireAdmin, async (c) => {
    const leadId = idParam(c, 'id');
    if (leadId === null) return c.json({ error: m.leadNotFound }, 404);
    await expireDueEstimates(services.db, Date.now());
    return c.json((await listLeadEstimates(services.db, leadId)).map(estimateView));
  });

  app.get('/api/admin/estimates/:id', requireAdmin, async (c) => {
    const id = idParam(c, 'id');
    if (id === null) return c.json({ error: m.notFound }, 404);
    await expireDueEstimates(services.db, Date.now(), id);
    const estimate = await findEstimate(services.db, id);
    if (!estimate) return c.json({ error: m.notFound }, 404);
    return c.json(estimateView(estimate));
  });

  app.put('/api/admin/estimates/:id', requireAdmin, async (c) => {
    const id = idParam(c, 'id');
    if (id === null) return c.json({ error: m.notFound }, 404);
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const result = await updateEstimate(services, id, body.value);
    if (result.kind !== 'ok') return refusal(c, result);
    return c.json(estimateView(result.estimate));
  });

  app.post('/api/admin/estimates/:id/send', requireAdmin, async (c) => {
    const id = idParam(c, 'id');
    if (id === null) return c.json({ error: m.notFound }, 404);
    await expireDueEstimates(services.db, Date.now(), id);
    // The e-mail's sender and the PDF's letterhead: the published business.
    const { business } = c.get('content').content;
    const result = await sendEstimate(services, business, id);
    if (result.kind !== 'ok') return refusal(c, result);
    // The contract's answer is `status: "sent"`: a viewed estimate sent again is sent again.
    return c.json({ status: 'sent', url: result.url, estimateStatus: result.status });
  });

  app.post('/api/admin/estimates/:id/void', requireAdmin, async (c) => {
    const id = idParam(c, 'id');
    if (id === null) return c.json({ error: m.notFound }, 404);
    const result = await voidEstimate(services, id);
    if (result.kind !== 'ok') return refusal(c, result);
    return c.json({ status: result.status });
  });

  app.post('/api/admin/estimates/:id/duplicate', requireAdmin, async (c) => {
    const id = idParam(c, 'id');
    if (id === null) return c.json({ error: m.notFound }, 404);
    const result = await duplicateEstimate(services, id);
    if (result.kind !== 'ok') return refusal(c, result);
    return c.json(estimateView(result.estimate), 201);
  });

  app.post('/api/admin/estimates/:id/deposit-received', requireAdmin, async (c) => {
    const id = idParam(c, 'id');
    if (id === null) return c.json({ error: m.notFound }, 404);
    const result = await recordDepositReceived(services, id);
    if (result.kind !== 'ok') return refusal(c, result);
    return c.json({ depositReceivedAt: result.depositReceivedAt });
  });
}
