import type { JSX } from 'react';
import type { Phone } from '#app/content/schema.ts';
import { groupWindowsByDay, windowLabel, type BookingWindow } from '#app/lib/booking.ts';
import {
  BOOKING_EMERGENCY,
  BOOKING_LINK,
  BOOKING_PICKER,
  BOOKING_WINDOWS,
  hook,
} from '#app/lib/dom-hooks.ts';
import { leadFormFields } from '#app/lib/lead-schema.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { routes } from '#app/lib/urls.ts';
import { CallLine } from '../ui/call-line.tsx';

const copy = bookingMessages;

export interface QuoteFormBookingProps {
  idPrefix: string;
  /** The main line emergencies are told to call (the page's content: the published phone). */
  phone: Pick<Phone, 'display' | 'href'>;
  /**
   * The open windows, on the booking page only (rendered fresh per request). Cached pages leave
   * it out: their picker links to the booking page, and the enhancement fetches the windows
   * when the visitor opens it (availability is never baked into a cached page).
   */
  windows?: readonly BookingWindow[] | undefined;
  /** The window the visitor chose (a failed post comes back with it). */
  chosen?: string | undefined;
  /** Why the chosen window could not be booked. */
  error?: string | undefined;
}

/**
 * "Pick a time for the visit": optional. A `<details>` so it opens without JavaScript; its
 * radios post `appointment_start` with the lead. Emergency service is never booked: the line
 * under it says to call, with the call link.
 */
export function QuoteFormBooking(props: QuoteFormBookingProps): JSX.Element {
  const { idPrefix, phone, windows, chosen, error } = props;
  const id = `${idPrefix}-booking`;
  return (
    <div className="rounded border border-slate-200 p-3" {...hook(BOOKING_PICKER)}>
      <details open={windows !== undefined || undefined} className="group">
        <summary className="cursor-pointer text-sm font-semibold text-ink-900">
          {copy.pickTitle}
        </summary>
        <p id={`${id}-hint`} className="mt-2 text-sm text-ink-700">
          {copy.pickOptional}
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : null}
        <div id={`${id}-windows`} {...hook(BOOKING_WINDOWS)} aria-live="polite" className="mt-2">
          {windows ? (
            <WindowChoices idPrefix={`${id}-windows`} windows={windows} chosen={chosen} />
          ) : null}
        </div>
        {windows ? null : (
          <a
            href={routes.book}
            {...hook(BOOKING_LINK)}
            className="mt-2 inline-block font-semibold text-brand-700 underline"
          >
            {copy.pickLink}
          </a>
        )}
      </details>
      <CallLine
        text={copy.emergencyCall}
        phone={phone}
        className="mt-2 text-sm text-ink-700"
        {...hook(BOOKING_EMERGENCY)}
      />
    </div>
  );
}

/**
 * The radios: "no time" first (checked unless a window was chosen; left out where a window
 * must be picked), then each day's open windows.
 */
export function WindowChoices(props: {
  idPrefix: string;
  windows: readonly BookingWindow[];
  chosen: string | undefined;
  /** The customer's visit page: moving needs a window, there is no "no time". */
  required?: boolean;
}): JSX.Element {
  const open = props.windows.filter((window) => window.available);
  const days = groupWindowsByDay(open);
  const chosen = open.some((window) => window.start === props.chosen) ? props.chosen : '';
  return (
    <fieldset>
      <legend className="sr-only">{copy.pickTitle}</legend>
      {props.required ? null : (
        <Choice id={`${props.idPrefix}-none`} value="" checked={chosen === ''}>
          {copy.noPreference}
        </Choice>
      )}
      {days.length === 0 ? <p className="mt-2 text-sm text-ink-700">{copy.noWindows}</p> : null}
      {days.map((day) => (
        <fieldset key={day.date} className="mt-3">
          <legend className="text-sm font-semibold text-ink-900">{day.label}</legend>
          <div className="mt-1 grid grid-cols-2 gap-2">
            {day.windows.map((window) => (
              <Choice
                key={window.start}
                id={`${props.idPrefix}-${window.start.replace(/\D/g, '')}`}
                value={window.start}
                checked={chosen === window.start}
                required={props.required}
              >
                {windowLabel(window)}
              </Choice>
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}

function Choice(props: {
  id: string;
  value: string;
  checked: boolean;
  required?: boolean;
  children: string;
}): JSX.Element {
  return (
    <label
      htmlFor={props.id}
      className="flex min-h-11 items-center gap-2 rounded border border-slate-200 px-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
    >
      <input
        id={props.id}
        type="radio"
        name={leadFormFields.appointmentStart}
        value={props.value}
        defaultChecked={props.checked}
        required={props.required}
      />
      {props.children}
    </label>
  );
}
