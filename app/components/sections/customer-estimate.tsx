/**
 * The customer's estimate page (issue 39): every option with its lines and total, the add-ons,
 * the total for the choice as the server computed it, then the terms, the consent, the
 * signature and the accept button, and a decline form. Plain HTML forms: it works without
 * JavaScript (an "Update total" submit asks the server for the total); the page's script
 * (est-pdf's) finds its elements by the `data-estimate-*` hooks and the field names of
 * app/lib/estimate-form.ts, and keeps the total in step with each tap.
 */
import type { JSX } from 'react';
import type { Phone } from '#app/content/schema.ts';
import {
  estimateFormFields as f,
  estimateIntents,
  estimatePricingScriptId,
  signerNameMax,
} from '#app/lib/estimate-form.ts';
import {
  formatEstimateDate,
  formatEstimateMoment,
  formatPercent,
} from '#app/lib/estimate-format.ts';
import {
  formatUsd,
  lineTotalCents,
  optionTotals,
  type EstimateLine,
  type EstimatePricing,
  type EstimateTotals,
} from '#app/lib/estimate-money.ts';
import { estimateMessages as m } from '#app/lib/messages/estimates.ts';
import { CallLine } from '../ui/call-line.tsx';

export type CustomerEstimateState = 'open' | 'accepted' | 'declined' | 'void' | 'expired';

export interface CustomerEstimateProps {
  number: string;
  businessName: string;
  customerName: string;
  issuedAt: number;
  expiresAt: number;
  pricing: EstimatePricing;
  terms: string;
  state: CustomerEstimateState;
  /** The choice shown (the customer's last post, the acceptance, or the first option). */
  choice: { optionIndex: number; addOnIndexes: number[] };
  totals: EstimateTotals;
  /** The estimate's version, posted back with the acceptance. */
  version: string;
  acceptance: {
    signerName: string;
    signedAt: number;
    documentSha256: string;
    totals: EstimateTotals;
  } | null;
  /** The answer to a post: a notice or a refusal with the fields to fix and the typed values. */
  answer: {
    ok: boolean;
    message: string;
    fieldErrors: Partial<
      Record<'option' | 'addOn' | 'signerName' | 'signature' | 'consent' | 'reason', string>
    >;
    values: { signerName: string; consent: boolean; reason: string };
  } | null;
  phone: Pick<Phone, 'display' | 'href'>;
  /** The URL of the page's own module (the route passes the built one). */
  scriptSrc?: string;
}

/** JSON inside a script element: `<` escaped so no text can close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function LineRows({ lines }: { lines: EstimateLine[] }) {
  return (
    <ul className="mt-2 divide-y divide-slate-100 text-sm">
      {lines.map((line, index) => (
        <li key={index} className="flex justify-between gap-3 py-1.5">
          <span>
            {line.description}
            {line.quantity !== 1 ? (
              <span className="text-slate-600">
                {' '}
                ({m.lineQuantity} {line.quantity} × {formatUsd(line.unitPriceCents)})
              </span>
            ) : null}
          </span>
          <span className="tabular-nums">{formatUsd(lineTotalCents(line))}</span>
        </li>
      ))}
    </ul>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {text}
    </p>
  ) : null;
}

/**
 * The page's own module (app/enhance/estimate-page.ts: live totals, the signature pad), only
 * while the estimate can be answered; an answered or gone one needs no script.
 */
export function EstimatePageScript({ src }: { src: string | undefined }): JSX.Element | null {
  return src ? <script type="module" src={src} /> : null;
}

export function CustomerEstimate(props: CustomerEstimateProps) {
  const { pricing, state, choice, totals, answer } = props;
  const open = state === 'open';
  const errors = answer && !answer.ok ? answer.fieldErrors : {};
  const values = answer?.values ?? { signerName: '', consent: false, reason: '' };
  const describedBy = (field: keyof typeof errors) =>
    errors[field] ? `estimate-${field}-error` : undefined;
  return (
    <section className="bg-slate-50 py-10 sm:py-16">
      <div className="mx-auto max-w-2xl space-y-6 px-4">
        <header>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{m.pageTitle(props.number)}</h1>
          <p className="mt-2">{m.pageIntro(props.businessName)}</p>
          <p className="mt-1 text-sm text-slate-700">
            {m.preparedFor(props.customerName)} · {m.issued(formatEstimateDate(props.issuedAt))} ·{' '}
            {m.validUntil(formatEstimateDate(props.expiresAt))}
          </p>
        </header>

        {answer ? (
          <p
            role={answer.ok ? 'status' : 'alert'}
            className={
              answer.ok
                ? 'rounded border border-green-300 bg-green-50 p-3 text-green-900'
                : 'rounded border border-red-300 bg-red-50 p-3 text-red-900'
            }
          >
            {answer.message}
          </p>
        ) : null}

        {state === 'void' || state === 'expired' ? (
          <div
            className="rounded-lg border border-amber-300 bg-amber-50 p-5"
            data-estimate-gone={state}
          >
            <h2 className="text-xl font-bold">{m.goneTitle}</h2>
            <p className="mt-2">{state === 'void' ? m.voidText : m.expiredText}</p>
            <CallLine className="mt-2" text={m.goneCall} phone={props.phone} />
          </div>
        ) : null}

        {props.acceptance ? (
          <div
            className="rounded-lg border border-green-300 bg-green-50 p-5"
            data-estimate-accepted=""
          >
            <p className="text-lg font-bold">
              {m.acceptedNotice(
                props.acceptance.signerName,
                formatUsd(props.acceptance.totals.totalCents),
              )}
            </p>
            <p className="mt-2 text-sm">
              {m.signedBy(props.acceptance.signerName)},{' '}
              {formatEstimateMoment(props.acceptance.signedAt)}
            </p>
            <p className="mt-1 break-all font-mono text-xs">
              {m.documentHash}: {props.acceptance.documentSha256}
            </p>
          </div>
        ) : null}
        {state === 'declined' ? (
          <p className="rounded border border-slate-300 bg-white p-3">{m.declinedAlready}</p>
        ) : null}

        <form method="post" data-estimate-accept="" className="space-y-6" noValidate>
          <input type="hidden" name={f.version} value={props.version} />
          <fieldset className="space-y-3">
            <legend className="text-xl font-bold">{m.optionsTitle}</legend>
            {pricing.options.map((option, index) => {
              const id = `estimate-option-${index}`;
              return (
                <div key={index} className="rounded-lg border border-slate-200 bg-white p-4">
                  <div className="flex items-start justify-between gap-3">
                    <label htmlFor={id} className="flex items-center gap-3 text-lg font-semibold">
                      <input
                        id={id}
                        type="radio"
                        name={f.option}
                        value={index}
                        defaultChecked={choice.optionIndex === index}
                        disabled={!open}
                        className="h-5 w-5"
                      />
                      {option.title}
                    </label>
                    <span
                      className="text-lg font-bold tabular-nums"
                      data-estimate-option-total={index}
                    >
                      {formatUsd(optionTotals(pricing, index).totalCents)}
                    </span>
                  </div>
                  <LineRows lines={option.items} />
                </div>
              );
            })}
            <FieldError id="estimate-option-error" text={errors.option} />
          </fieldset>

          {pricing.addOns.length > 0 ? (
            <fieldset className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
              <legend className="px-1 text-lg font-bold">{m.addOnsTitle}</legend>
              {pricing.addOns.map((addOn, index) => {
                const id = `estimate-addon-${index}`;
                return (
                  <label
                    key={index}
                    htmlFor={id}
                    className="flex items-center justify-between gap-3 py-1"
                  >
                    <span className="flex items-center gap-3">
                      <input
                        id={id}
                        type="checkbox"
                        name={f.addOn}
                        value={index}
                        defaultChecked={choice.addOnIndexes.includes(index)}
                        disabled={!open}
                        className="h-5 w-5"
                      />
                      {addOn.description}
                      {addOn.quantity !== 1 ? ` (${m.lineQuantity} ${addOn.quantity})` : ''}
                    </span>
                    <span className="tabular-nums">{formatUsd(lineTotalCents(addOn))}</span>
                  </label>
                );
              })}
              <FieldError id="estimate-addOn-error" text={errors.addOn} />
            </fieldset>
          ) : null}

          <dl
            className="rounded-lg border border-slate-200 bg-white p-4 text-base"
            aria-live="polite"
          >
            <div className="flex justify-between py-1">
              <dt>{m.subtotal}</dt>
              <dd className="tabular-nums">
                <output data-estimate-subtotal="">{formatUsd(totals.subtotalCents)}</output>
              </dd>
            </div>
            <div className="flex justify-between py-1">
              <dt>{m.tax(formatPercent(pricing.taxRatePercent))}</dt>
              <dd className="tabular-nums">
                <output data-estimate-tax="">{formatUsd(totals.taxCents)}</output>
              </dd>
            </div>
            <div className="flex justify-between border-t border-slate-200 py-2 text-xl font-bold">
              <dt>{m.total}</dt>
              <dd className="tabular-nums">
                <output data-estimate-total="">{formatUsd(totals.totalCents)}</output>
              </dd>
            </div>
            {pricing.depositPercent > 0 ? (
              <div className="flex justify-between py-1">
                <dt>{m.deposit(formatPercent(pricing.depositPercent))}</dt>
                <dd className="tabular-nums">
                  <output data-estimate-deposit="">{formatUsd(totals.depositCents)}</output>
                </dd>
              </div>
            ) : null}
            {open ? (
              <button
                type="submit"
                name={f.intent}
                value={estimateIntents.price}
                data-estimate-update-total=""
                formNoValidate
                className="mt-2 rounded border border-slate-300 px-4 py-2 font-semibold"
              >
                {m.updateTotal}
              </button>
            ) : null}
          </dl>

          <section
            className="rounded-lg border border-slate-200 bg-white p-4"
            aria-labelledby="estimate-terms"
          >
            <h2 id="estimate-terms" className="text-lg font-bold">
              {m.termsTitle}
            </h2>
            <p className="mt-2 whitespace-pre-line text-sm" data-estimate-terms="">
              {props.terms || m.noTerms}
            </p>
          </section>

          {open ? (
            <section
              className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
              aria-labelledby="estimate-sign"
            >
              <h2 id="estimate-sign" className="text-lg font-bold">
                {m.acceptTitle}
              </h2>
              <div>
                <label htmlFor="estimate-consent" className="flex items-start gap-3">
                  <input
                    id="estimate-consent"
                    type="checkbox"
                    name={f.consent}
                    value="yes"
                    required
                    defaultChecked={values.consent}
                    aria-describedby={describedBy('consent')}
                    className="mt-1 h-5 w-5 shrink-0"
                  />
                  <span>{m.consentLabel}</span>
                </label>
                <FieldError id="estimate-consent-error" text={errors.consent} />
              </div>
              <div>
                <label htmlFor="estimate-signer" className="block font-semibold">
                  {m.signerLabel}
                </label>
                <input
                  id="estimate-signer"
                  type="text"
                  name={f.signerName}
                  autoComplete="name"
                  required
                  maxLength={signerNameMax}
                  defaultValue={values.signerName}
                  aria-describedby={describedBy('signerName')}
                  className="mt-1 w-full rounded border border-slate-400 px-3 py-2 text-lg"
                />
                <FieldError id="estimate-signerName-error" text={errors.signerName} />
              </div>
              <input type="hidden" name={f.signature} value="" />
              <div data-signature-pad="" hidden></div>
              <FieldError id="estimate-signature-error" text={errors.signature} />
              <p className="text-sm text-slate-700">{m.signatureHint}</p>
              <button
                type="submit"
                name={f.intent}
                value={estimateIntents.accept}
                className="w-full rounded bg-brand-700 px-5 py-3 text-lg font-semibold text-white hover:bg-brand-800"
              >
                {m.acceptButton}
              </button>
            </section>
          ) : null}
        </form>

        {open ? (
          <form
            method="post"
            className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
            data-estimate-decline=""
          >
            <h2 className="text-lg font-bold">{m.declineTitle}</h2>
            <label htmlFor="estimate-reason" className="block">
              {m.declineReasonLabel}
            </label>
            <textarea
              id="estimate-reason"
              name={f.reason}
              rows={2}
              defaultValue={values.reason}
              aria-describedby={describedBy('reason')}
              className="w-full rounded border border-slate-400 px-3 py-2"
            />
            <FieldError id="estimate-reason-error" text={errors.reason} />
            <button
              type="submit"
              name={f.intent}
              value={estimateIntents.decline}
              className="w-full rounded border border-slate-400 px-5 py-3 font-semibold sm:w-auto"
            >
              {m.declineButton}
            </button>
          </form>
        ) : null}

        <CallLine text={m.callLine} phone={props.phone} />
        <script
          type="application/json"
          id={estimatePricingScriptId}
          dangerouslySetInnerHTML={{ __html: scriptJson(pricing) }}
        />
        <EstimatePageScript src={open ? props.scriptSrc : undefined} />
      </div>
    </section>
  );
}
