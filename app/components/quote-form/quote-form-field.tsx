import type { JSX } from 'react';
import type { LeadField } from '#app/lib/lead-schema.ts';
import type { ServiceOption } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { FIELD_ERROR, LEAD_FIELD, hook } from '#app/lib/dom-hooks.ts';

interface QuoteFormFieldProps {
  idPrefix: string;
  field: LeadField;
  label: string;
  required: boolean;
  maxLength: number | undefined;
  defaultValue: string;
  error: string | undefined;
  /** The id of the summary's message, which a missing field points to. */
  summaryMessageId: string;
  /**
   * The first invalid field of a failed post's answer page (no JavaScript): `autofocus` gives
   * it the focus and scrolls it into view, as the enhancement module does with JavaScript.
   */
  focusOnLoad: boolean;
  /** Spans both columns of the full form. */
  wide: boolean;
  rows: number;
  serviceOptions: readonly ServiceOption[];
}

const AUTOCOMPLETE: Partial<Record<LeadField, string>> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  // One line: `street-address` is for a multi-line textarea (the whole address).
  address: 'address-line1',
  location: 'address-level2',
};

const INPUT_TYPE: Partial<Record<LeadField, string>> = { email: 'email', phone: 'tel' };

const CONTROL =
  'mt-1 block w-full rounded border border-slate-300 px-3 py-2 text-base text-ink-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700';

/** One labelled control with its error line (always present, so the enhancer can fill it). */
export function QuoteFormField(props: QuoteFormFieldProps): JSX.Element {
  const { idPrefix, field, label, required, error } = props;
  const id = `${idPrefix}-${field}`;
  const errorId = `${id}-error`;
  // "Please fill in all required fields." is said once, in the summary; a missing field is
  // marked invalid and described by it instead of repeating it beside every field.
  const missing = error === messages.contactForm.required;
  const shared = {
    id,
    name: field,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? (missing ? props.summaryMessageId : errorId) : undefined,
    autoFocus: props.focusOnLoad || undefined,
    [LEAD_FIELD]: field,
    className: CONTROL,
  };
  let control: JSX.Element;
  if (field === 'service') {
    control = (
      <select {...shared} defaultValue={props.defaultValue}>
        <option value="">{messages.contactForm.servicePlaceholder}</option>
        {props.serviceOptions.map((option) => (
          <option key={option} value={option}>
            {messages.contactForm.serviceLabels[option]}
          </option>
        ))}
      </select>
    );
  } else if (field === 'message') {
    control = (
      <textarea
        {...shared}
        rows={props.rows}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
      />
    );
  } else {
    control = (
      <input
        {...shared}
        type={INPUT_TYPE[field] ?? 'text'}
        autoComplete={AUTOCOMPLETE[field]}
        inputMode={field === 'phone' ? 'tel' : undefined}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
      />
    );
  }
  return (
    <div className={props.wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
        {required ? (
          <span className="text-brand-700">
            {' '}
            *<span className="sr-only"> ({messages.contactForm.requiredMark})</span>
          </span>
        ) : null}
      </label>
      {control}
      <p
        id={errorId}
        {...hook(FIELD_ERROR, field)}
        className="mt-1 text-sm text-red-700 empty:hidden"
      >
        {error && !missing ? error : null}
      </p>
    </div>
  );
}
