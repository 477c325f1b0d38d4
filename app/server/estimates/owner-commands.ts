/**
 * The owner's changes to estimates (issue 39), one function each, behind both the JSON API
 * (server/api/estimates.ts) and the admin's route intents. Each checks, then writes in one
 * transaction, or writes nothing and says why.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import type { BusinessProfile } from '#app/content/schema.ts';
import { parseEstimateBody, type EstimateBody } from '#app/lib/estimate-schema.ts';
import { DAY_MS } from '#app/lib/durations.ts';
import { lostReason, updateLead } from '../dashboard/lead-update.ts';
import type { Database } from '../db/schema.ts';
import type { EstimateStatus, EstimatesTable } from '../db/tables/estimates.ts';
import type { AppServices } from '../services.ts';
import { enqueueEstimateSent } from './estimate-mail.ts';
import {
  awaitingAnswer,
  estimateNumber,
  findEstimate,
  isLocked,
  type Estimate,
} from './estimate-record.ts';
import {
  estimateUrl,
  hashEstimateToken,
  linkLifetimeMs,
  newEstimateToken,
} from './estimate-token.ts';

type Db = Pick<AppServices, 'db'>;

/** Why a change was refused; nothing was stored. */
export type Refusal =
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  | { kind: 'not-found' }
  | { kind: 'lead-not-found' }
  /** Accepted (a signed record) or void: the contract's 409. */
  | { kind: 'locked'; status: 'accepted' | 'void' }
  /** Not in a state this change applies to (a deposit on an unaccepted estimate). */
  | { kind: 'conflict'; reason: 'not-accepted' | 'no-deposit' | 'lead-spam' };

export type CommandResult<T> = ({ kind: 'ok' } & T) | Refusal;

async function liveLead(trx: Kysely<Database>, leadId: number) {
  if (!Number.isSafeInteger(leadId) || leadId <= 0) return undefined;
  return trx
    .selectFrom('contact_submissions')
    .select(['id', 'status', 'outcome'])
    .where('id', '=', leadId)
    .executeTakeFirst();
}

async function insertDraft(
  trx: Kysely<Database>,
  leadId: number,
  body: EstimateBody,
  now: number,
): Promise<number> {
  const inserted = await trx
    .insertInto('estimates')
    .values({
      lead_id: leadId,
      // Replaced below by the id's number: unique meanwhile, never seen outside the transaction.
      number: `pending-${randomUUID()}`,
      status: 'draft',
      body_json: JSON.stringify(body),
      expires_at: now + body.expiresInDays * DAY_MS,
      created_at: now,
      updated_at: now,
      sent_at: null,
      viewed_at: null,
      decided_at: null,
      decline_reason: null,
      token_hash: null,
      token_expires_at: null,
      token_revoked_at: null,
      reminder_token_hash: null,
      deposit_received_at: null,
      reminder_queued_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  await trx
    .updateTable('estimates')
    .set({ number: estimateNumber(id) })
    .where('id', '=', id)
    .execute();
  return id;
}

/** What a save writes: a new draft on a lead, or the body of an existing estimate. */
export type EstimateTarget = { leadId: number } | { estimateId: number };

/**
 * Saves an estimate's body: a new draft on `leadId`, or a new body for `estimateId` while it
 * is not accepted (a changed price after acceptance is a new estimate, `duplicateEstimate`).
 */
export async function saveEstimate(
  services: Db,
  target: EstimateTarget,
  input: unknown,
  now = Date.now(),
): Promise<CommandResult<{ estimate: Estimate }>> {
  const parsed = parseEstimateBody(input);
  if (!parsed.ok) return { kind: 'invalid', fieldErrors: parsed.fieldErrors };
  const body = parsed.body;
  const saved = await services.db.transaction().execute(async (trx) => {
    if ('estimateId' in target) return rewriteBody(trx, target.estimateId, body, now);
    // A spam lead has no estimates (restore it first).
    const lead = await liveLead(trx, target.leadId);
    if (!lead || lead.status === 'spam') return { kind: 'lead-not-found' } as const;
    return insertDraft(trx, target.leadId, body, now);
  });
  if (typeof saved !== 'number') return saved;
  const estimate = await findEstimate(services.db, saved);
  return estimate ? { kind: 'ok', estimate } : { kind: 'not-found' };
}

/**
 * A draft, sent or viewed estimate keeps its status and link (the customer's page shows the
 * new version; an accept posted from the old one is refused by the version check); its expiry
 * counts from when it was sent. A declined or expired one becomes a draft again, its link
 * revoked: it needs a new send. Accepted or void: refused as locked.
 */
async function rewriteBody(
  trx: Kysely<Database>,
  id: number,
  body: EstimateBody,
  now: number,
): Promise<number | Refusal> {
  const estimate = await findEstimate(trx, id);
  if (!estimate) return { kind: 'not-found' };
  if (isLocked(estimate.status)) return { kind: 'locked', status: estimate.status };
  const reopens = estimate.status === 'declined' || estimate.status === 'expired';
  const from = reopens ? now : (estimate.sentAt ?? now);
  const expiresAt = from + body.expiresInDays * DAY_MS;
  const refused = await updateUnlessAnswered(trx, id, estimate.status, {
    body_json: JSON.stringify(body),
    expires_at: expiresAt,
    updated_at: now,
    // The link it keeps lives as long after the new expiry as a send gives it: a validity
    // lengthened past the first expiry's link lifetime left a link that 404'd on an estimate
    // still open.
    ...(awaitingAnswer.includes(estimate.status)
      ? { token_expires_at: expiresAt + linkLifetimeMs }
      : {}),
    ...(reopens
      ? {
          status: 'draft' as const,
          decided_at: null,
          decline_reason: null,
          token_revoked_at: now,
        }
      : {}),
  });
  return refused ?? id;
}

/**
 * Sends (or sends again) the estimate: a new private link (the previous one stops working),
 * the expiry counted from now, the customer's e-mail with the link and the PDF queued, and the
 * lead's status set to quoted through the lead's one writer. A lead lost on an earlier answer
 * is open again: a new offer is out.
 */
export async function sendEstimate(
  services: Pick<AppServices, 'db' | 'config'>,
  business: BusinessProfile,
  id: number,
  now = Date.now(),
): Promise<CommandResult<{ status: 'sent' | 'viewed'; url: string }>> {
  const token = newEstimateToken();
  return services.db.transaction().execute(async (trx) => {
    const estimate = await findEstimate(trx, id);
    if (!estimate) return { kind: 'not-found' };
    if (isLocked(estimate.status)) return { kind: 'locked', status: estimate.status };
    const lead = await liveLead(trx, estimate.leadId);
    if (!lead) return { kind: 'not-found' };
    if (lead.status === 'spam') return { kind: 'conflict', reason: 'lead-spam' };
    const expiresAt = now + estimate.body.expiresInDays * DAY_MS;
    // A viewed estimate sent again stays viewed (the customer has seen it); others are sent.
    const status: 'sent' | 'viewed' = estimate.status === 'viewed' ? 'viewed' : 'sent';
    const refused = await updateUnlessAnswered(trx, id, estimate.status, {
      status,
      sent_at: now,
      expires_at: expiresAt,
      updated_at: now,
      decided_at: null,
      decline_reason: null,
      token_hash: hashEstimateToken(token),
      token_expires_at: expiresAt + linkLifetimeMs,
      token_revoked_at: null,
      reminder_token_hash: null,
      reminder_queued_at: null,
    });
    if (refused) return refused;
    if (lead.status !== 'closed' || lead.outcome === 'lost') {
      await updateLead(
        { db: trx },
        estimate.leadId,
        {
          ...(lead.status === 'closed' ? {} : { status: 'quoted' as const }),
          ...(lead.outcome === 'lost' ? { outcome: 'open' as const } : {}),
        },
        now,
      );
    }
    const url = estimateUrl(services.config, token);
    await enqueueEstimateSent(trx, services.config, business, {
      estimate: { ...estimate, status, expiresAt, sentAt: now },
      url,
      now,
      kind: 'estimate_sent',
    });
    return { kind: 'ok', status, url };
  });
}

/** Withdraws an estimate not accepted: its link then says so (410). Voiding twice is fine. */
export async function voidEstimate(
  services: Db,
  id: number,
  now = Date.now(),
): Promise<CommandResult<{ status: 'void' }>> {
  return services.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('estimates')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return { kind: 'not-found' };
    if (row.status === 'void') return { kind: 'ok', status: 'void' };
    if (row.status === 'accepted') return { kind: 'locked', status: 'accepted' };
    const set = { status: 'void' as const, decided_at: now, updated_at: now };
    return (await updateUnlessAnswered(trx, id, row.status, set)) ?? { kind: 'ok', status: 'void' };
  });
}

/**
 * Writes `set` only while the estimate still has the status it was read with: an acceptance
 * committed meanwhile wins, and this change is refused as locked.
 */
async function updateUnlessAnswered(
  trx: Kysely<Database>,
  id: number,
  readStatus: EstimateStatus,
  set: Updateable<EstimatesTable>,
): Promise<Refusal | null> {
  const updated = await trx
    .updateTable('estimates')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', readStatus)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 0 ? { kind: 'locked', status: 'accepted' } : null;
}

/** A new draft with the same body, on the same lead: how a price changes after acceptance. */
export async function duplicateEstimate(
  services: Db,
  id: number,
): Promise<CommandResult<{ estimate: Estimate }>> {
  const source = await findEstimate(services.db, id);
  if (!source) return { kind: 'not-found' };
  return saveEstimate(services, { leadId: source.leadId }, source.body);
}

/**
 * "Deposit received", recorded by the owner: the deposit is paid outside the product (no card
 * data touches it). The seam for a payment provider later: its webhook would call this same
 * command once the payment settles (docs/decisions/0025-deposits-recorded-not-charged.md).
 */
export async function recordDepositReceived(
  services: Db,
  id: number,
  now = Date.now(),
): Promise<CommandResult<{ depositReceivedAt: number }>> {
  const estimate = await findEstimate(services.db, id);
  if (!estimate) return { kind: 'not-found' };
  if (estimate.status !== 'accepted' || !estimate.acceptance) {
    return { kind: 'conflict', reason: 'not-accepted' };
  }
  if (estimate.acceptance.totals.depositCents === 0) {
    return { kind: 'conflict', reason: 'no-deposit' };
  }
  if (estimate.depositReceivedAt !== null) {
    return { kind: 'ok', depositReceivedAt: estimate.depositReceivedAt };
  }
  await services.db
    .updateTable('estimates')
    .set({ deposit_received_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deposit_received_at', 'is', null)
    .execute();
  return { kind: 'ok', depositReceivedAt: now };
}

/** The owner marks the lead lost (a price said by phone, a customer gone quiet). */
export async function markLeadLost(services: Db, leadId: number, typed: string, now = Date.now()) {
  return updateLead(
    services,
    leadId,
    { outcome: 'lost', lostReason: lostReason(typed) || null },
    now,
  );
}

export type { EstimateStatus };
