import type { JSX } from 'react';
import {
  leadFormFields,
  requiredLeadFields,
  type LeadField,
  type QuoteFormResult,
} from '#app/lib/lead-schema.ts';
import { limits, serviceOptions, type ServiceOption } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { visitLabel } from '#app/lib/booking.ts';
import { QuoteFormBooking, type QuoteFormBookingProps } from './quote-form-booking.tsx';
import { QuoteFormField } from './quote-form-field.tsx';
import { QuoteFormPhotos } from './quote-form-photos.tsx';
import {
  EMPTY_REGION_CLASS,
  QUOTE_ERRORS_CLASS,
  QUOTE_SUCCESS_CLASS,
  PRESET_LOCATION,
  PRESET_SERVICE,
  QUOTE_FORM,
  QUOTE_FORM_ERRORS,
  QUOTE_FORM_STATUS,
  QUOTE_FORM_SUBMIT,
  hook,
} from '#app/lib/dom-hooks.ts';

export type { QuoteFormResult };

export interface QuoteFormProps {
  variant: 'full' | 'compact';
  presetService?: ServiceOption;
  /** City pages: e.g. 'Charlotte, NC' (kept after success). */
  presetLocation?: string;
  /** The route's actionData. */
  result?: QuoteFormResult | undefined;
  /** Default: messages.contactForm.title ('full') or compactTitle ('compact'). */
  title?: string;
  /** DOM id prefix when a page has two forms. */
  id?: string;
  /** The page is an index route (home): a document POST reaches its action only with `?index`. */
  indexRoute?: boolean;
  /** The booking page's fresh windows and the chosen one (cached pages leave it out). */
  booking?: Omit<QuoteFormBookingProps, 'idPrefix' | 'phone'>;
  /** The business's main line, from the page's content (the booking part's emergency call). */
  phone: QuoteFormBookingProps['phone'];
}

const copy = messages.contactForm;

const FIELDS: Record<QuoteFormProps['variant'], readonly LeadField[]> = {
  full: ['name', 'email', 'phone', 'service', 'address', 'location', 'message'],
  compact: ['name', 'email', 'phone', 'service', 'location', 'message'],
};

/**
 * The quote form. Server-rendered and complete without JavaScript: it posts to the page's own
 * route (whose action is `quoteFormAction`) and shows the result with errors next to fields
 * and on top. `app/enhance/quote-form.ts` takes over the submit when JavaScript runs.
 */
export function QuoteForm(props: QuoteFormProps): JSX.Element {
  const { variant, presetService, presetLocation, result } = props;
  const id = props.id ?? (variant === 'full' ? 'quote' : 'quote-compact');
  const title = props.title ?? (variant === 'full' ? copy.title : copy.compactTitle);
  const failed = result && !result.ok ? result : undefined;
  const succeeded = result?.ok ? result : undefined;
  const values: Partial<Record<LeadField, string>> = failed ? failed.values : {};
  const errors: Partial<Record<LeadField, string>> = failed ? failed.fieldErrors : {};
  const location = failed
    ? (failed.values.location ?? '')
    : (succeeded?.location ?? presetLocation ?? '');
  const service = values.service ?? presetService ?? '';
  // Public pages are rendered once and the same bytes go to every visitor (server/page-cache),
  // so a GET render carries no per-visitor value: a rendered idempotency key would be shared
  // by everyone who loads the cached page. The enhancement module fills both hidden fields
  // per page view; without JavaScript the server derives the key from the lead and browser.
  // After a failed post (never cached) the original start time is echoed back.
  const startedAt = failed?.startedAt ?? '';
  const errorList = (Object.entries(errors) as Array<[LeadField, string]>).filter(([, e]) => e);
  // Without JavaScript the answer is a new page, which would open at its top with the message
  // far below: the answer's focus target (first invalid field, else the message) has
  // `autofocus`, and the browser scrolls it into view. (A fragment in the action would also
  // scroll, but a page opened at a fragment ignores autofocus.)
  const firstInvalid = FIELDS[variant].find((field) => errors[field]);
  const summaryMessageId = `${id}-errors-message`;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={
        variant === 'full'
          ? 'rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8'
          : 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm'
      }
    >
      <h2
        id={`${id}-title`}
        className={variant === 'full' ? 'text-2xl font-bold' : 'text-xl font-bold'}
      >
        {title}
      </h2>
      <form
        method="post"
        // Multipart: the photos go with the lead in one post when JavaScript is off.
        encType="multipart/form-data"
        action={props.indexRoute ? '?index' : undefined}
        noValidate
        className="mt-4 space-y-4"
        {...hook(QUOTE_FORM)}
        {...hook(PRESET_SERVICE, presetService)}
        {...hook(PRESET_LOCATION, presetLocation)}
        aria-describedby={`${id}-status`}
      >
        <div
          id={`${id}-status`}
          role="status"
          aria-live="polite"
          tabIndex={succeeded ? -1 : undefined}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the answer to a post (see firstInvalid)
          autoFocus={succeeded ? true : undefined}
          {...hook(QUOTE_FORM_STATUS)}
          className={succeeded ? QUOTE_SUCCESS_CLASS : EMPTY_REGION_CLASS}
        >
          {succeeded?.appointment ? (
            <>
              <p>{succeeded.message}</p>
              <p>{bookingMessages.bookedAs(visitLabel(succeeded.appointment))}</p>
            </>
          ) : succeeded ? (
            succeeded.message
          ) : null}
        </div>
        <div
          id={`${id}-errors`}
          role="alert"
          tabIndex={-1}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the answer to a post (see firstInvalid)
          autoFocus={failed && !firstInvalid ? true : undefined}
          {...hook(QUOTE_FORM_ERRORS)}
          className={failed ? QUOTE_ERRORS_CLASS : EMPTY_REGION_CLASS}
        >
          {failed ? (
            <>
              <p id={summaryMessageId} className="font-semibold">
                {failed.message}
              </p>
              {errorList.length > 0 ? (
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {errorList.map(([field, error]) => (
                    <li key={field}>
                      <a className="underline" href={`#${id}-${field}`}>
                        {error === copy.required
                          ? copy.labels[field]
                          : `${copy.labels[field]}: ${error}`}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </div>

        <input type="hidden" name={leadFormFields.startedAt} value={startedAt} />
        <input type="hidden" name={leadFormFields.idempotencyKey} value="" />
        {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-${leadFormFields.honeypot}`}>Leave this field empty</label>
          <input
            id={`${id}-${leadFormFields.honeypot}`}
            type="text"
            name={leadFormFields.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        <div className={variant === 'full' ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
          {FIELDS[variant].map((field) => (
            <QuoteFormField
              key={field}
              idPrefix={id}
              field={field}
              label={copy.labels[field]}
              required={requiredLeadFields.includes(field)}
              maxLength={field === 'service' ? undefined : limits.lead.fieldCaps[field]}
              defaultValue={
                field === 'location'
                  ? location
                  : field === 'service'
                    ? service
                    : (values[field] ?? '')
              }
              error={errors[field]}
              summaryMessageId={summaryMessageId}
              focusOnLoad={field === firstInvalid}
              wide={variant === 'full' && (field === 'message' || field === 'address')}
              rows={variant === 'full' ? 5 : 3}
              serviceOptions={serviceOptions}
            />
          ))}
        </div>
        <QuoteFormBooking idPrefix={id} phone={props.phone} {...props.booking} />
        <QuoteFormPhotos idPrefix={id} />
        <button
          type="submit"
          {...hook(QUOTE_FORM_SUBMIT)}
          data-label={copy.submit}
          data-busy-label={copy.submitting}
          className="w-full rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
        >
          {copy.submit}
        </button>
      </form>
    </section>
  );
}
