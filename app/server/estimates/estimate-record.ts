/**
 * An estimate as the commands, the API, the customer's page and the e-mails read it: the stored
 * row with its body parsed back into the schema's shape, and its acceptance when there is one.
 */
import type { Kysely, Selectable } from 'kysely';
import {
  estimatePrices,
  type EstimatePricing,
  type EstimateTotals,
} from '#app/lib/estimate-money.ts';
import type { EstimateBody } from '#app/lib/estimate-schema.ts';
import type { Database } from '../db/schema.ts';
import type { EstimateStatus, EstimatesTable } from '../db/tables/estimates.ts';

export type { EstimateStatus };

export interface EstimateAcceptance {
  optionIndex: number;
  addOnIndexes: number[];
  totals: EstimateTotals;
  signerName: string;
  signature: string | null;
  signedAt: number;
  ip: string | null;
  userAgent: string | null;
  documentSha256: string;
  documentText: string;
}

export interface Estimate {
  id: number;
  leadId: number;
  number: string;
  status: EstimateStatus;
  body: EstimateBody;
  expiresAt: number;
  createdAt: number;
  updatedAt: number;
  sentAt: number | null;
  viewedAt: number | null;
  decidedAt: number | null;
  declineReason: string | null;
  depositReceivedAt: number | null;
  acceptance: EstimateAcceptance | null;
}

/** The customer the estimate is for (its lead), as the page, PDF and e-mails name them. */
export interface EstimateCustomer {
  name: string;
  email: string;
}

/** The money part of the body (what app/lib/estimate-money.ts computes from). */
export function pricingOf(body: EstimateBody): EstimatePricing {
  return {
    options: body.options,
    addOns: body.addOns,
    taxRatePercent: body.taxRatePercent,
    depositPercent: body.depositPercent,
  };
}

/** Each option's own totals: the contract's `options` in every answer. */
export function optionSummaries(body: EstimateBody) {
  return estimatePrices(pricingOf(body)).options.map(({ title, totals }) => ({
    title,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
  }));
}

/** "E-0042". */
export function estimateNumber(id: number): string {
  return `E-${String(id).padStart(4, '0')}`;
}

/** Statuses that wait for the customer's answer: the only ones a customer can act on. */
export const awaitingAnswer: readonly EstimateStatus[] = ['sent', 'viewed'];

/** Statuses the owner can no longer edit or send. */
export function isLocked(status: EstimateStatus): status is 'accepted' | 'void' {
  return status === 'accepted' || status === 'void';
}

type EstimateRow = Selectable<EstimatesTable>;

const columns = [
  'id',
  'lead_id',
  'number',
  'status',
  'body_json',
  'expires_at',
  'created_at',
  'updated_at',
  'sent_at',
  'viewed_at',
  'decided_at',
  'decline_reason',
  'deposit_received_at',
] as const satisfies readonly (keyof EstimateRow)[];

const nullableNumber = (value: number | null) => (value === null ? null : Number(value));

function fromRow(
  row: Pick<EstimateRow, (typeof columns)[number]>,
  acceptance: EstimateAcceptance | null,
): Estimate {
  return {
    id: Number(row.id),
    leadId: Number(row.lead_id),
    number: row.number,
    status: row.status,
    body: JSON.parse(row.body_json) as EstimateBody,
    expiresAt: Number(row.expires_at),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    sentAt: nullableNumber(row.sent_at),
    viewedAt: nullableNumber(row.viewed_at),
    decidedAt: nullableNumber(row.decided_at),
    declineReason: row.decline_reason,
    depositReceivedAt: nullableNumber(row.deposit_received_at),
    acceptance,
  };
}

async function acceptanceOf(
  db: Kysely<Database>,
  estimateId: number,
): Promise<EstimateAcceptance | null> {
  const row = await db
    .selectFrom('estimate_acceptances')
    .selectAll()
    .where('estimate_id', '=', estimateId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    optionIndex: Number(row.option_index),
    addOnIndexes: JSON.parse(row.add_on_indexes) as number[],
    totals: {
      subtotalCents: Number(row.subtotal_cents),
      taxCents: Number(row.tax_cents),
      totalCents: Number(row.total_cents),
      depositCents: Number(row.deposit_cents),
    },
    signerName: row.signer_name,
    signature: row.signature,
    signedAt: Number(row.signed_at),
    ip: row.ip,
    userAgent: row.user_agent,
    documentSha256: row.document_sha256,
    documentText: row.document_text,
  };
}

export async function findEstimate(
  db: Kysely<Database>,
  id: number,
): Promise<Estimate | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const row = await db
    .selectFrom('estimates')
    .select(columns)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return fromRow(row, row.status === 'accepted' ? await acceptanceOf(db, id) : null);
}

/** The lead's estimates, newest first. */
export async function listLeadEstimates(db: Kysely<Database>, leadId: number): Promise<Estimate[]> {
  const rows = await db
    .selectFrom('estimates')
    .select(columns)
    .where('lead_id', '=', leadId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return Promise.all(
    rows.map(async (row) =>
      fromRow(row, row.status === 'accepted' ? await acceptanceOf(db, Number(row.id)) : null),
    ),
  );
}

/** The estimate's customer: the lead's name and e-mail. */
export async function customerOf(
  db: Kysely<Database>,
  leadId: number,
): Promise<EstimateCustomer | undefined> {
  return db
    .selectFrom('contact_submissions')
    .select(['name', 'email'])
    .where('id', '=', leadId)
    .executeTakeFirst();
}
