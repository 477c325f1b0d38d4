import type { Context, Hono, MiddlewareHandler } from 'hono';
import { estimateMessages as m } from '#app/lib/messages/estimates.ts';
import { estimateView } from '#app/server/estimates/stored-estimate-view.ts';
import { findEstimate, listLeadEstimates } from '#app/server/estimates/estimate-record.ts';
import { expireDueEstimates } from '#app/server/estimates/expire.ts';
import * as commands from '#app/server/estimates/owner-commands.ts';
import type { Refusal } from '#app/server/estimates/owner-commands.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';
import { plainBodyErrors, readApiJson } from './read-body.ts';
import { idParam } from './route-id.ts';

/** Three options of thirty lines, ten add-ons and 5,000 characters of terms fit well inside. */
const ESTIMATE_BODY_MAX = 64 * 1024;

/**
 * A write's row id from the URL (`notFound` 404 when malformed) and its JSON body, or the
 * answer to send instead.
 */
async function idAndBody(
  c: Context<HostEnv>,
  notFound: string,
): Promise<{ ok: true; id: number; body: unknown } | { ok: false; response: Response }> {
  const id = idParam(c);
  if (id === null) return { ok: false, response: c.json({ error: notFound }, 404) };
  const body = await readApiJson(c, ESTIMATE_BODY_MAX, plainBodyErrors);
  return body.ok ? { ok: true, id, body: body.value } : body;
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
 * over app/server/estimates/owner-commands.ts, the same commands as the admin's intents. A
 * duplicate and a deposit received are the lead card's intents only (issue 38: no JSON write
 * that neither a screen nor the contract uses).
 */
export function mountEstimatesApi(
  app: Hono<HostEnv>,
  services: AppServices,
  requireAdmin: MiddlewareHandler<HostEnv>,
): void {
  app.post('/api/admin/leads/:id/estimates', requireAdmin, async (c) => {
    const request = await idAndBody(c, m.leadNotFound);
    if (!request.ok) return request.response;
    const result = await commands.saveEstimate(services, { leadId: request.id }, request.body);
    if (result.kind !== 'ok') return refusal(c, result);
    return c.json(estimateView(result.estimate), 201);
  });

  app.get('/api/admin/leads/:id/estimates', requireAdmin, async (c) => {
    const leadId = idParam(c);
    if (leadId === null) return c.json({ error: m.leadNotFound }, 404);
    await expireDueEstimates(services.db, Date.now());
    return c.json((await listLeadEstimates(services.db, leadId)).map(estimateView));
  });

  app.get('/api/admin/estimates/:id', requireAdmin, async (c) => {
    const id = idParam(c);
    if (id === null) return c.json({ error: m.notFound }, 404);
    await expireDueEstimates(services.db, Date.now(), id);
    const estimate = await findEstimate(services.db, id);
    if (!estimate) return c.json({ error: m.notFound }, 404);
    return c.json(estimateView(estimate));
  });

  app.put('/api/admin/estimates/:id', requireAdmin, async (c) => {
    const request = await idAndBody(c, m.notFound);
    if (!request.ok) return request.response;
    const result = await commands.saveEstimate(services, { estimateId: request.id }, request.body);
    if (result.kind !== 'ok') return refusal(c, result);
    return c.json(estimateView(result.estimate));
  });

  app.post('/api/admin/estimates/:id/send', requireAdmin, async (c) => {
    const id = idParam(c);
    if (id === null) return c.json({ error: m.notFound }, 404);
    await expireDueEstimates(services.db, Date.now(), id);
    // The e-mail's sender and the PDF's letterhead: the published business.
    const { business } = c.get('content').content;
    const result = await commands.sendEstimate(services, business, id);
    if (result.kind !== 'ok') return refusal(c, result);
    // The contract's answer is `status: "sent"`: a viewed estimate sent again is sent again.
    return c.json({ status: 'sent', url: result.url, estimateStatus: result.status });
  });

  app.post('/api/admin/estimates/:id/void', requireAdmin, async (c) => {
    const id = idParam(c);
    if (id === null) return c.json({ error: m.notFound }, 404);
    const result = await commands.voidEstimate(services, id);
    if (result.kind !== 'ok') return refusal(c, result);
    return c.json({ status: result.status });
  });
}
