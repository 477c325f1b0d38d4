/**
 * An estimate as the JSON API and the admin's loaders answer it (issue 39's contract, plus what
 * the admin shows). Plain data: the admin's components read it as props.
 */
import type { EstimateLine, EstimateOption } from './estimate-money.ts';

export const estimateStatuses = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
  'void',
] as const;
export type EstimateStatusName = (typeof estimateStatuses)[number];

export interface EstimateOptionSummary {
  title: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** The contract's acceptance (0-based indexes), with the record's other facts. */
export interface EstimateAcceptanceView {
  option: number;
  addOns: number[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  signerName: string;
  /** Epoch milliseconds. */
  signedAt: number;
  documentSha256: string;
  /** Drawn (PNG data URL or SVG path data), or null: the typed name is the signature. */
  signature: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface EstimateView {
  id: number;
  leadId: number;
  number: string;
  status: EstimateStatusName;
  options: EstimateOptionSummary[];
  /** The body as the builder edits it (PUT takes it back). */
  body: {
    options: EstimateOption[];
    addOns: EstimateLine[];
    taxRatePercent: number;
    depositPercent: number;
    expiresInDays: number;
    terms: string;
  };
  createdAt: number;
  updatedAt: number;
  expiresAt: number;
  sentAt: number | null;
  viewedAt: number | null;
  decidedAt: number | null;
  declineReason: string | null;
  depositReceivedAt: number | null;
  acceptance?: EstimateAcceptanceView;
}
