import {
  groupWindowsByDay,
  visitLabel,
  windowLabel,
  type AvailabilityResponse,
  type BookingWindow,
} from '../lib/booking.ts';
import { leadFormFields } from '../lib/lead-schema.ts';
import { limits } from '../lib/limits.ts';
import { bookingVisitorMessages } from '../lib/messages/booking-visitor.ts';
import { bookingApi } from '../lib/urls.ts';
import type { HookSelector } from './hooks.ts';

const copy = bookingVisitorMessages;

export interface BookingPicker {
  /** Fetches the open windows again and shows them; the choice goes back to "no time". */
  refresh(): Promise<void>;
}

/** "Your visit is booked: Mon, Mar 15, 8:00 AM - 10:00 AM." (here: the form's chunk stays light). */
export function bookedLine(visit: { start: string; end: string }): string {
  return copy.bookedAs(visitLabel(visit));
}

/**
 * The quote form's visit picker (issue 30), its own chunk: loaded when the visitor opens "Pick a
 * time for the visit". It fetches `GET /api/availability` (never cached) and shows the open
 * windows grouped by day as radios named `appointment_start`, the same markup the booking page
 * renders without JavaScript. A failed fetch says so with a retry, and the link to the booking
 * page stays.
 */
export function attachBookingPicker(root: HTMLElement): BookingPicker {
  const host = root.querySelector<HTMLElement>('[data-booking-windows]' satisfies HookSelector);
  const link = root.querySelector<HTMLElement>('[data-booking-link]' satisfies HookSelector);
  const idPrefix = host?.id || 'booking';
  let pending: Promise<void> | undefined;
  let again = false;

  /**
   * One fetch at a time; a refresh asked for while one is on its way runs once more after it:
   * the answer in flight may predate what asked (back online, the list was fetched before the
   * queued booking was delivered, and showed the booked window as open).
   */
  const refresh = (): Promise<void> => {
    if (pending) {
      again = true;
      return pending;
    }
    pending = load().finally(() => {
      pending = undefined;
      if (again) {
        again = false;
        void refresh();
      }
    });
    return pending;
  };

  const load = async (): Promise<void> => {
    if (!host) return;
    host.setAttribute('aria-busy', 'true');
    host.replaceChildren(line(copy.loading));
    const windows = await fetchWindows();
    host.removeAttribute('aria-busy');
    failed = !windows;
    if (!windows) {
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.className = 'mt-1 font-semibold text-brand-700 underline';
      retry.textContent = copy.retry;
      retry.addEventListener('click', () => void refresh());
      host.replaceChildren(line(copy.loadFailed), retry);
      if (link) link.hidden = false;
      return;
    }
    host.replaceChildren(choices(idPrefix, windows));
    // The windows are here: the page that shows them without JavaScript is not needed.
    if (link) link.hidden = true;
  };

  // Loaded offline: back online, the windows come without a tap on "Try again" (issue 37).
  let failed = false;
  window.addEventListener('online', () => {
    if (failed) void refresh();
  });
  // The booking page rendered the windows itself: they are fresh, no second fetch.
  if (!host?.querySelector('input[type="radio"]')) void refresh();
  else if (link) link.hidden = true;
  return { refresh };
}

async function fetchWindows(): Promise<BookingWindow[] | null> {
  try {
    const response = await fetch(bookingApi.availability(), {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(limits.lead.sendTimeoutMs),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<AvailabilityResponse>;
    return Array.isArray(body.windows) ? body.windows : null;
  } catch {
    return null;
  }
}

function line(text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = 'text-sm text-ink-700';
  p.textContent = text;
  return p;
}

/**
 * "No time" first and checked, then a day list and that day's open windows (as the booking page
 * draws them, one day at a time: all of them at once stood 1,674 px tall on a phone, 43 choices
 * between the message and Send, issue 37). The other days' windows stay in the form, hidden; a
 * window chosen on a day left behind gives way to "no time", so what is sent is what is shown.
 */
function choices(idPrefix: string, windows: readonly BookingWindow[]): HTMLFieldSetElement {
  const group = fieldset(copy.pickTitle, 'sr-only');
  const none = choice(`${idPrefix}-none`, '', copy.noPreference, true);
  const noneInput = none.querySelector('input');
  group.append(none);
  const days = groupWindowsByDay(windows.filter((window) => window.available));
  if (days.length === 0) group.append(line(copy.noWindows));
  const sets: HTMLFieldSetElement[] = [];
  if (days.length > 1) {
    const select = document.createElement('select');
    select.id = `${idPrefix}-day`;
    select.className = 'mt-1 block min-h-11 w-full rounded border border-slate-300 px-2 text-sm';
    for (const [index, day] of days.entries()) {
      const option = document.createElement('option');
      option.value = String(index);
      option.textContent = day.label;
      select.append(option);
    }
    select.addEventListener('change', () => {
      for (const [index, set] of sets.entries()) set.hidden = String(index) !== select.value;
      const chosen = group.querySelector<HTMLInputElement>('input:checked');
      if (noneInput && chosen?.closest('fieldset')?.hidden) noneInput.checked = true;
    });
    const label = document.createElement('label');
    label.htmlFor = select.id;
    label.className = 'mt-3 block text-sm font-semibold text-ink-900';
    label.textContent = copy.pickDay;
    group.append(label, select);
  }
  for (const day of days) {
    const set = fieldset(day.label, 'text-sm font-semibold text-ink-900');
    set.className = 'mt-3';
    set.hidden = sets.length > 0;
    sets.push(set);
    const grid = document.createElement('div');
    grid.className = 'mt-1 grid grid-cols-2 gap-2';
    for (const window of day.windows) {
      const id = `${idPrefix}-${window.start.replace(/\D/g, '')}`;
      grid.append(choice(id, window.start, windowLabel(window), false));
    }
    set.append(grid);
    group.append(set);
  }
  return group;
}

function fieldset(legendText: string, legendClass: string): HTMLFieldSetElement {
  const set = document.createElement('fieldset');
  const legend = document.createElement('legend');
  legend.className = legendClass;
  legend.textContent = legendText;
  set.append(legend);
  return set;
}

function choice(id: string, value: string, text: string, checked: boolean): HTMLLabelElement {
  const label = document.createElement('label');
  label.htmlFor = id;
  label.className =
    'flex min-h-11 items-center gap-2 rounded border border-slate-200 px-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50';
  const input = document.createElement('input');
  input.id = id;
  input.type = 'radio';
  input.name = leadFormFields.appointmentStart;
  input.value = value;
  input.checked = checked;
  label.append(input, text);
  return label;
}
