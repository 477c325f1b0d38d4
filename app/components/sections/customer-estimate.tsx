/**
 * The customer's estimate page (issue 39): every option with its lines and total, the add-ons,
 * the total for the choice as the server computed it, then the terms, the consent, the
 * signature and the accept button, and a decline form. Plain HTML forms: it works without
 * JavaScript (an "Update total" submit asks the server for the total); the page's script
 * (est-pdf's) finds its elements by the `data-estimate-*` hooks and the field names of
 * app/lib/estimate-form.ts, and keeps the total in step with each tap.
 */
import type { ComponentPropsWithoutRef, JSX, ReactNode } from 'react';
import type { Phone } from '#app/content/schema.ts';
import { hook, PRIVATE_PAGE } from '#app/lib/dom-hooks.ts';
import {
  estimateFormFields as f,
  estimateIntents,
  estimatePricingScriptId,
  signerNameMax,
} from '#app/lib/estimate-form.ts';
import {
  formatEstimateDate,
  formatEstimateMoment,
  totalsRows,
  type TotalsRow,
} from '#app/lib/estimate-format.ts';
import {
  estimatePrices,
  formatUsd,
  type EstimatePricing,
  type EstimateTotals,
  type PricedLine,
} from '#app/lib/estimate-money.ts';
import { estimateMessages as m } from '#app/lib/messages/estimates.ts';
import { CallLine } from '../ui/call-line.tsx';
import { ResultNotice } from '../ui/result-notice.tsx';

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

function LineRows({ lines }: { lines: PricedLine[] }) {
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
          <span className="tabular-nums">{formatUsd(line.totalCents)}</span>
        </li>
      ))}
    </ul>
  );
}

/** An option's radio or an add-on's checkbox: the index posted, read-only once answered. */
function ChoiceInput({
  id,
  type,
  name,
  index,
  checked,
  open,
}: {
  id: string;
  type: 'radio' | 'checkbox';
  name: string;
  index: number;
  checked: boolean;
  open: boolean;
}) {
  return (
    <input
      id={id}
      type={type}
      name={name}
      value={index}
      defaultChecked={checked}
      disabled={!open}
      className="h-5 w-5"
    />
  );
}

/**
 * A line of the totals (the rows the PDF prints too), the total's set apart; its
 * `data-estimate-<key>` output is where the page's script writes the figure again after each tap.
 */
function TotalRow({ row }: { row: TotalsRow }) {
  const hook = { [`data-estimate-${row.key}`]: '' };
  return (
    <div
      className={
        row.key === 'total'
          ? 'flex justify-between border-t border-slate-200 py-2 text-xl font-bold'
          : 'flex justify-between py-1'
      }
    >
      <dt>{row.label}</dt>
      <dd className="tabular-nums">
        <output {...hook}>{formatUsd(row.cents)}</output>
      </dd>
    </div>
  );
}

/** Each answer's button looks its part: accepting is the page's one filled button. */
const intentButtonClass: Record<keyof typeof estimateIntents, string> = {
  price: 'mt-2 rounded border border-slate-300 px-4 py-2 font-semibold',
  accept:
    'w-full rounded bg-brand-700 px-5 py-3 text-lg font-semibold text-white hover:bg-brand-800',
  decline: 'w-full rounded border border-slate-400 px-5 py-3 font-semibold sm:w-auto',
};

/** A submit button of the page's forms; which answer it posts rides in the intent field. */
function IntentButton({
  intent,
  children,
  ...rest
}: {
  intent: keyof typeof estimateIntents;
  children: ReactNode;
} & ComponentPropsWithoutRef<'button'>) {
  return (
    <button
      type="submit"
      name={f.intent}
      value={estimateIntents[intent]}
      {...rest}
      className={intentButtonClass[intent]}
    >
      {children}
    </button>
  );
}

/** A white panel of the page under its own heading, which names it for assistive technology. */
function TitledPanel(props: { id: string; title: string; spaced?: boolean; children: ReactNode }) {
  const panel = 'rounded-lg border border-slate-200 bg-white p-4';
  return (
    <section className={props.spaced ? `space-y-4 ${panel}` : panel} aria-labelledby={props.id}>
      <h2 id={props.id} className="text-lg font-bold">
        {props.title}
      </h2>
      {props.children}
    </section>
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
  const prices = estimatePrices(pricing);
  const errors = answer && !answer.ok ? answer.fieldErrors : {};
  const values = answer?.values ?? { signerName: '', consent: false, reason: '' };
  const describedBy = (field: keyof typeof errors) =>
    errors[field] ? `estimate-${field}-error` : undefined;
  return (
    <section {...hook(PRIVATE_PAGE)} className="bg-slate-50 py-10 sm:py-16">
      <div className="mx-auto max-w-2xl space-y-6 px-4">
        <header>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{m.pageTitle(props.number)}</h1>
          <p className="mt-2">{m.pageIntro(props.businessName)}</p>
          <p className="mt-1 text-sm text-slate-700">
            {m.preparedFor(props.customerName)} · {m.issued(formatEstimateDate(props.issuedAt))} ·{' '}
            {m.validUntil(formatEstimateDate(props.expiresAt))}
          </p>
        </header>

        {answer ? <ResultNotice result={answer} /> : null}

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
            {prices.options.map((option, index) => {
              const id = `estimate-option-${index}`;
              return (
                <div key={index} className="rounded-lg border border-slate-200 bg-white p-4">
                  <div className="flex items-start justify-between gap-3">
                    <label htmlFor={id} className="flex items-center gap-3 text-lg font-semibold">
                      <ChoiceInput
                        id={id}
                        type="radio"
                        name={f.option}
                        index={index}
                        checked={choice.optionIndex === index}
                        open={open}
                      />
                      {option.title}
                    </label>
                    <span
                      className="text-lg font-bold tabular-nums"
                      data-estimate-option-total={index}
                    >
                      {formatUsd(option.totals.totalCents)}
                    </span>
                  </div>
                  <LineRows lines={option.items} />
                </div>
              );
            })}
            <FieldError id="estimate-option-error" text={errors.option} />
          </fieldset>

          {prices.addOns.length > 0 ? (
            <fieldset className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
              <legend className="px-1 text-lg font-bold">{m.addOnsTitle}</legend>
              {prices.addOns.map((addOn, index) => {
                const id = `estimate-addon-${index}`;
                return (
                  <label
                    key={index}
                    htmlFor={id}
                    className="flex items-center justify-between gap-3 py-1"
                  >
                    <span className="flex items-center gap-3">
                      <ChoiceInput
                        id={id}
                        type="checkbox"
                        name={f.addOn}
                        index={index}
                        checked={choice.addOnIndexes.includes(index)}
                        open={open}
                      />
                      {addOn.description}
                      {addOn.quantity !== 1 ? ` (${m.lineQuantity} ${addOn.quantity})` : ''}
                    </span>
                    <span className="tabular-nums">{formatUsd(addOn.totalCents)}</span>
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
            {totalsRows(totals, pricing).map((row) => (
              <TotalRow key={row.key} row={row} />
            ))}
            {open ? (
              <IntentButton intent="price" data-estimate-update-total="" formNoValidate>
                {m.updateTotal}
              </IntentButton>
            ) : null}
          </dl>

          <TitledPanel id="estimate-terms" title={m.termsTitle}>
            <p className="mt-2 whitespace-pre-line text-sm" data-estimate-terms="">
              {props.terms || m.noTerms}
            </p>
          </TitledPanel>

          {open ? (
            <TitledPanel id="estimate-sign" title={m.acceptTitle} spaced>
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
              <IntentButton intent="accept">{m.acceptButton}</IntentButton>
            </TitledPanel>
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
            <IntentButton intent="decline">{m.declineButton}</IntentButton>
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
