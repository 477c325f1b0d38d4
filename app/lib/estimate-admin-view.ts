/**
 * What a lead card's Estimates section shows (issue 39), as JSON from
 * `adminRoutes.leadEstimates`: loaded when the section opens, not with the inbox.
 */
import type { EstimateBody } from './estimate-schema.ts';
import type { EstimateSettings } from './estimate-settings.ts';
import type { EstimateStatusName } from './estimate-view.ts';
import type { PriceBookItem } from './price-book-rules.ts';

export interface EstimateCardView {
  id: number;
  number: string;
  status: EstimateStatusName;
  body: EstimateBody;
  /** Each option's total as the customer sees it (no add-on ticked). */
  options: { title: string; totalCents: number }[];
  /** "Dec 6, 2026" dates written by the server (Eastern time); null when not yet. */
  sentOn: string | null;
  viewedOn: string | null;
  expiresOn: string;
  declineReason: string | null;
  depositReceivedOn: string | null;
  acceptance: {
    optionTitle: string;
    totalCents: number;
    depositCents: number;
    signerName: string;
    signedOn: string;
  } | null;
}

export interface LeadEstimatesView {
  leadId: number;
  email: string;
  outcome: 'open' | 'won' | 'lost';
  lostReason: string | null;
  estimates: EstimateCardView[];
  priceBook: PriceBookItem[];
  settings: EstimateSettings;
}

/** An estimate the customer has not answered yet, for the inbox's "waiting" list. */
export interface WaitingEstimateView {
  id: number;
  leadId: number;
  number: string;
  customerName: string;
  status: 'sent' | 'viewed';
  sentOn: string;
  expiresOn: string;
}
