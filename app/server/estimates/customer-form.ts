/**
 * The customer's page posts (form-encoded, the contract's field names), read and checked against
 * the estimate: `option`, `addOn` (repeated), `signerName`, `signature`, `consent=yes`, `reason`.
 * Each refusal names the field and says what to do. The typed name and reason lose control and
 * bidi characters first (#app/lib/plain-text.ts), as the quote form's fields do.
 */
import { estimateFormFields, signerNameMax } from '#app/lib/estimate-form.ts';
import type { EstimatePricing } from '#app/lib/estimate-money.ts';
import { estimateMessages as m } from '#app/lib/messages/estimates.ts';
import { lostReasonMax, serverLimits } from '#app/lib/limits.ts';
import { plainText } from '#app/lib/plain-text.ts';
import { lostReason } from '../dashboard/lead-update.ts';
import { drawableSignature } from './estimate-pdf-signature.ts';

const { signaturePngMax, signatureSvgMax } = serverLimits.estimateLink;

/**
 * A decline's reason is the lead's lost reason behind "Declined by the customer: ", within the
 * lead's one limit (`lostReasonMax`): the form takes what the prefix leaves, so nothing the
 * customer was allowed to type is cut from the lead.
 */
export const declineReasonMax = lostReasonMax - (m.lostDeclined('x').length - 'x'.length);

export interface Choice {
  optionIndex: number;
  addOnIndexes: number[];
}

export interface AcceptForm extends Choice {
  signerName: string;
  /** The drawn signature, or null: the typed name is the signature. */
  signature: string | null;
  /**
   * The estimate's version the page showed (`updatedAt`); null when the post carries none: it
   * then signs what the link shows (`acceptEstimate`).
   */
  version: string | null;
}

export interface DeclineForm {
  reason: string | null;
}

type FieldErrors = Partial<Record<keyof typeof estimateFormFields, string>>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

const index = (value: string | null) =>
  value !== null && /^\d{1,2}$/.test(value) ? Number(value) : null;

/**
 * The chosen option and add-ons. Without a chosen option: the first (the page pre-selects it,
 * so only a hand-made post lacks it; `required` says which is refused).
 */
export function parseChoice(
  form: URLSearchParams,
  pricing: EstimatePricing,
  required: boolean,
): Parsed<Choice> {
  const fieldErrors: FieldErrors = {};
  const raw = form.get(estimateFormFields.option);
  let optionIndex = index(raw);
  if (raw === null && !required) optionIndex = 0;
  if (optionIndex === null || optionIndex >= pricing.options.length) {
    fieldErrors.option = m.optionMissing;
    optionIndex = 0;
  }
  const addOnIndexes: number[] = [];
  for (const value of form.getAll(estimateFormFields.addOn)) {
    const addOn = index(value);
    if (addOn === null || addOn >= pricing.addOns.length) fieldErrors.addOn = m.addOnInvalid;
    else if (!addOnIndexes.includes(addOn)) addOnIndexes.push(addOn);
  }
  addOnIndexes.sort((a, b) => a - b);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, value: { optionIndex, addOnIndexes } };
}

/** A PNG data URL or SVG path data, within its size, that the PDF can draw; empty is none. */
export function parseSignature(
  value: string | null,
): { ok: true; value: string | null } | { ok: false } {
  const text = (value ?? '').trim();
  if (text === '') return { ok: true, value: null };
  const shaped = signatureShaped(text);
  if (!shaped.ok) return shaped;
  // The signed copy is drawn from what is stored: refuse now what it could not draw then.
  try {
    drawableSignature(text);
  } catch {
    return { ok: false };
  }
  return shaped;
}

function signatureShaped(text: string): { ok: true; value: string } | { ok: false } {
  if (text.startsWith('data:')) {
    return text.length <= signaturePngMax &&
      /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/.test(text)
      ? { ok: true, value: text }
      : { ok: false };
  }
  return text.length <= signatureSvgMax &&
    /^[MmLlHhVvCcSsQqTtAaZz0-9.,\s+-]+$/.test(text) &&
    /^[Mm]/.test(text)
    ? { ok: true, value: text }
    : { ok: false };
}

export function parseAcceptForm(
  form: URLSearchParams,
  pricing: EstimatePricing,
): Parsed<AcceptForm> {
  const choice = parseChoice(form, pricing, true);
  const fieldErrors: FieldErrors = choice.ok ? {} : { ...choice.fieldErrors };
  if (form.get(estimateFormFields.consent) !== 'yes') fieldErrors.consent = m.consentMissing;
  const signerName = plainText(form.get(estimateFormFields.signerName) ?? '', false)
    .replace(/\s+/g, ' ')
    .trim();
  // A name of nothing but controls is no name: refused as missing, never stored empty.
  if (signerName === '') fieldErrors.signerName = m.signerMissing;
  else if (signerName.length > signerNameMax) fieldErrors.signerName = m.signerTooLong;
  const signature = parseSignature(form.get(estimateFormFields.signature));
  if (!signature.ok) fieldErrors.signature = m.signatureInvalid;
  if (!choice.ok || !signature.ok || Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors };
  }
  return {
    ok: true,
    value: {
      ...choice.value,
      signerName,
      signature: signature.value,
      version: form.get(estimateFormFields.version),
    },
  };
}

export function parseDeclineForm(form: URLSearchParams): Parsed<DeclineForm> {
  const reason = lostReason(form.get(estimateFormFields.reason) ?? '');
  if (reason.length > declineReasonMax) {
    return { ok: false, fieldErrors: { reason: m.reasonTooLong(declineReasonMax) } };
  }
  return { ok: true, value: { reason: reason || null } };
}
