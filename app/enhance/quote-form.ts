import {
  leadFields,
  leadFormFields,
  leadInputFromForm,
  parseLead,
  type LeadField,
  type LeadFieldErrors,
} from '../lib/lead-schema.ts';
import { EMPTY_REGION_CLASS, QUOTE_ERRORS_CLASS, QUOTE_SUCCESS_CLASS } from '../lib/dom-hooks.ts';
import { limits } from '../lib/limits.ts';
import { bookingVisitorMessages } from '../lib/messages/booking-visitor.ts';
import { contactFormMessages } from '../lib/messages/contact-form.ts';
import { leadPhotosMessages } from '../lib/messages/lead-photos.ts';
import { leadQueueMessages } from '../lib/messages/lead-queue.ts';
import type { BookingPicker } from './booking-picker.ts';
import { queuedNotice } from './lead-queue/queued-notice.ts';
import type { PhotoPicker } from './quote-photos.ts';
import type { BookedVisit, LeadPayload, LeadPhoto, SendLeadResult } from './send-lead.ts';
import type { Hook, HookSelector } from './hooks.ts';

const copy = contactFormMessages;

/**
 * Sends a lead: the offline queue (PWA) wraps `sendLead` and hands its sender in here.
 * `queued`: offline, saved on the device (the form says so, and "sent" once `delivered`).
 * `retrying`: the server failed (5xx), the lead is saved on the device and retried; the form
 * still shows the failure and keeps its values until `delivered` (the queue got it through).
 * `held`: the server asked to wait (429); saved on the device and sent at `until` (epoch ms).
 * `photos`: the picker's, sent ahead or not yet (the sender sends the rest ahead, or saves
 * them on the device with the lead).
 */
export type LeadSender = (
  payload: LeadPayload,
  idempotencyKey: string,
  photos?: readonly LeadPhoto[],
) => Promise<
  | SendLeadResult
  | { kind: 'queued'; delivered: Promise<readonly string[]> }
  | { kind: 'retrying'; delivered: Promise<readonly string[]> }
  | { kind: 'held'; until: number; delivered: Promise<readonly string[]> }
  /** Sent again after an edit, but the earlier press had reached the server: nothing new sent. */
  | { kind: 'received-before-edit' }
>;

/**
 * Takes over the quote forms' submit: validates with the shared schema, posts JSON to
 * /api/leads with the form's idempotency key and shows idle, submitting, success and failure
 * without a reload. Without JavaScript the same form posts to the page's action.
 */
export function enhanceQuoteForms(doc: Document, send: LeadSender): void {
  for (const form of doc.querySelectorAll<HTMLFormElement>(
    'form[data-quote-form]' satisfies HookSelector,
  )) {
    enhanceQuoteForm(form, send);
  }
}

function enhanceQuoteForm(form: HTMLFormElement, send: LeadSender): void {
  const button = form.querySelector<HTMLButtonElement>(
    '[data-quote-form-submit]' satisfies HookSelector,
  );
  const status = form.querySelector<HTMLElement>('[data-quote-form-status]' satisfies HookSelector);
  const summary = form.querySelector<HTMLElement>(
    '[data-quote-form-errors]' satisfies HookSelector,
  );
  const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  let busy = false;
  // When the last lead was received or saved: a second tap of a double tap comes right after.
  let doneAt = -Infinity;
  // The form is as `done` left it (nothing typed since): a Submit then only repeats the answer.
  let untouched = false;
  const touched = () => {
    untouched = false;
  };
  form.addEventListener('input', touched);
  form.addEventListener('change', touched);
  // The page is shared by every visitor (rendered once, cached): this page view's own key.
  const pageKey = hidden(leadFormFields.idempotencyKey);
  if (pageKey && !pageKey.value) pageKey.value = newKey();

  form.noValidate = true;
  // The photo picker is its own chunk, loaded when the visitor first touches the file input
  // (or when photos were chosen before this code arrived).
  const input = form.querySelector<HTMLInputElement>('[data-quote-photos] input[type="file"]');
  let picker: Promise<PhotoPicker | null> | undefined;
  const loadPicker = () => {
    picker ??= import('./quote-photos.ts').then(
      (m) => m.attachPhotoPicker(form),
      (error: unknown) => {
        // Not loaded (offline before the first use): the next touch tries again.
        picker = undefined;
        throw error;
      },
    );
    return picker.catch(() => null);
  };
  if (input) {
    for (const type of ['focus', 'pointerdown', 'change']) {
      input.addEventListener(type, () => void loadPicker());
    }
    if (input.files?.length) void loadPicker();
  }

  const booking = attachBooking(form);

  form.addEventListener('submit', (event) => {
    // Photos chosen but the picker's code could not load: the form's own multipart post
    // carries them with the lead, as without JavaScript.
    if (!picker && input?.files?.length) return;
    event.preventDefault();
    // A submit while one is in flight, or the second tap of a double tap just after the
    // thank-you (it would send the fresh, empty form and replace the thank-you with errors).
    if (busy || Date.now() - doneAt < limits.lead.repeatSubmitMs) return;
    // A later tap on the emptied form (the thank-you scrolled away under a slow answer's
    // second tap) would only say "fill in all required fields" over it: the answer again.
    if (untouched && status?.hasChildNodes()) {
      showStatus(status, null);
      return;
    }
    const data = new FormData(form);
    const value = (name: string) => {
      const entry = data.get(name);
      return typeof entry === 'string' ? entry : null;
    };
    clearMessages(form, status, summary);
    const parsed = parseLead(leadInputFromForm(value));
    if (!parsed.ok) {
      showErrors(form, summary, parsed.message, parsed.fieldErrors);
      return;
    }
    // Emergency service is not booked (the form says to call): a window chosen before the
    // service was changed to it is not sent.
    const start =
      parsed.lead.service === 'emergency' ? '' : (value(leadFormFields.appointmentStart) ?? '');
    const payload: LeadPayload = {
      ...parsed.lead,
      company_site: value(leadFormFields.honeypot) ?? '',
      started_at: value(leadFormFields.startedAt) ?? '',
      page: `${location.pathname}${location.search}`,
      ...(start ? { appointment: { start } } : {}),
      photoConsent: data.get(leadFormFields.photoConsent) !== null,
    };
    const key = hidden(leadFormFields.idempotencyKey)?.value || newKey();
    busy = true;
    setBusy(form, button, true);
    /** The lead is received (or saved on the device): a fresh form for the next one. */
    const done = (content: string | HTMLElement, photos: PhotoPicker | null) => {
      clearMessages(form, status, summary);
      resetFields(form);
      photos?.clear();
      // The window just booked is taken now: the picker shows the open ones again.
      if (start) void booking.refresh();
      const keyInput = hidden(leadFormFields.idempotencyKey);
      if (keyInput) keyInput.value = newKey();
      const startedInput = hidden(leadFormFields.startedAt);
      if (startedInput) startedInput.value = String(Date.now());
      showStatus(status, content);
      doneAt = Date.now();
      untouched = true;
    };
    const submit = async () => {
      const photos = picker ? await loadPicker() : null;
      if (!photos && input?.files?.length) {
        // The picker's code failed to arrive: the photos go in the form's own post.
        form.submit();
        return;
      }
      if (photos?.busy() && status) {
        // Submit waits for the photos still on their way, and says so.
        status.className = 'text-ink-700';
        status.textContent = leadPhotosMessages.sending;
      }
      const chosen = photos ? await photos.settle() : [];
      const result = await send(payload, key, chosen);
      photos?.sync();
      if (status && status.textContent === leadPhotosMessages.sending) {
        clearMessages(form, status, summary);
      }
      if (result.kind === 'stored') {
        done(
          storedNotice(result.appointment, await booking.bookedLine(result.appointment)),
          photos,
        );
      } else if (result.kind === 'received-before-edit') {
        done(paragraphs([copy.success, leadQueueMessages.changesNotSent]), photos);
      }
      // Saved on the device, not yet received: say so, with the number to call, and that it
      // is sent once the queue gets it through (the notice is gone if another lead followed).
      else if (result.kind === 'queued' || result.kind === 'held') {
        const notice =
          result.kind === 'queued'
            ? queuedNotice(document)
            : queuedNotice(document, [
                copy.rateLimited,
                leadQueueMessages.heldUntil(
                  new Date(result.until).toLocaleTimeString([], {
                    hour: 'numeric',
                    minute: '2-digit',
                  }),
                ),
              ]);
        done(notice, photos);
        // "Sent", and what the delivery has to tell: the visit booked with it (issue 37).
        void result.delivered.then((lines) => {
          if (notice.isConnected) {
            notice.replaceChildren(
              ...[leadQueueMessages.sent, ...lines].map((text) => {
                const p = document.createElement('p');
                p.textContent = text;
                return p;
              }),
            );
          }
          // The window is taken now, or the picker could not load offline: fresh windows.
          if (start) void booking.refresh();
        });
      } else if (result.kind === 'window-taken') {
        // Everything typed stays; the picker shows the windows still open.
        showErrors(form, summary, bookingVisitorMessages.windowTaken, {});
        void booking.refresh(true);
      } else if (result.kind === 'booking-refused') {
        // Refused for who is booking, not for the window (issue 37): the server's own words,
        // everything typed stays, and the picker is left as it is (another time would be
        // refused the same way).
        showErrors(form, summary, result.message, {});
      } else if (result.kind === 'invalid') {
        // The server no longer has the photos sent ahead: the next press sends them again.
        if (result.message === leadPhotosMessages.missing) photos?.forgetTokens();
        showErrors(form, summary, result.message, result.fieldErrors);
      } else {
        // Fields, photos and key stay: pressing Submit again resends this lead under the same key.
        showErrors(form, summary, result.kind === 'retrying' ? copy.failure : result.message, {});
        if (result.kind === 'retrying') {
          const saved = document.createElement('p');
          saved.textContent = leadQueueMessages.savedAfterError;
          summary?.append(saved);
          // The queue delivered it before the visitor pressed again: the form says so.
          void result.delivered.then(() => {
            if (hidden(leadFormFields.idempotencyKey)?.value === key) done(copy.success, photos);
          });
        }
      }
    };
    const doneBefore = doneAt;
    void submit()
      .catch(() => {
        // A fault in this page's own code (not the network: send() answers for that). The
        // fields stay as typed; unless the thank-you already showed, say it did not go.
        if (doneAt === doneBefore) showErrors(form, summary, copy.failure, {});
      })
      .finally(() => {
        busy = false;
        setBusy(form, button, false);
      });
  });
}

/** The success message, and the visit when one was booked with the lead. */
function storedNotice(visit: BookedVisit | null, line: string | null): string | HTMLElement {
  if (!visit || !line) return copy.success;
  const box = document.createElement('div');
  for (const text of [copy.success, line]) {
    const p = document.createElement('p');
    p.textContent = text;
    box.append(p);
  }
  return box;
}

/** Lines said together, one paragraph each. */
function paragraphs(lines: readonly string[]): HTMLElement {
  const box = document.createElement('div');
  for (const text of lines) {
    const p = document.createElement('p');
    p.textContent = text;
    box.append(p);
  }
  return box;
}

/**
 * The visit picker: its code (a chunk of its own) loads when the visitor opens "Pick a time for
 * the visit". Choosing Emergency service hides it: that is not booked, the form says to call.
 */
function attachBooking(form: HTMLFormElement): {
  refresh(open?: boolean): Promise<void>;
  /** The booked visit's line (the picker's chunk formats it; null when none was booked). */
  bookedLine(visit: BookedVisit | null): Promise<string | null>;
} {
  const root = form.querySelector<HTMLElement>('[data-booking-picker]' satisfies HookSelector);
  const details = root?.querySelector('details');
  let picker: Promise<BookingPicker | null> | undefined;
  const load = () => {
    if (!root) return Promise.resolve(null);
    picker ??= import('./booking-picker.ts').then(
      (m) => m.attachBookingPicker(root),
      () => {
        // Not loaded (offline before first use): the link to the booking page stays.
        picker = undefined;
        return null;
      },
    );
    return picker;
  };
  details?.addEventListener('toggle', () => {
    if (details.open) void load();
  });
  // Opened before this code arrived (the tap that opened it also loaded it), or the booking page.
  if (details?.open) void load();
  const service = control(form, 'service');
  const syncService = () => {
    if (!details) return;
    const emergency = service?.value === 'emergency';
    details.hidden = emergency;
    if (emergency) details.open = false;
  };
  service?.addEventListener('change', syncService);
  syncService();
  return {
    async bookedLine(visit) {
      if (!visit) return null;
      // Loaded already: a window is chosen in the picker (or drawn by the booking page).
      const m = await import('./booking-picker.ts').catch(() => null);
      return m ? m.bookedLine(visit) : null;
    },
    async refresh(open = false) {
      if (details && open && !details.hidden) details.open = true;
      // Not loaded yet: opening it loads it (with fresh windows); nothing to refresh.
      if (!picker && !(details?.open ?? false)) return;
      const loaded = await load();
      await loaded?.refresh();
    },
  };
}

function setBusy(form: HTMLFormElement, button: HTMLButtonElement | null, on: boolean): void {
  form.setAttribute('aria-busy', String(on));
  if (!button) return;
  button.disabled = on;
  button.textContent = on ? copy.submitting : copy.submit;
}

function control(form: HTMLFormElement, field: LeadField) {
  return form.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    `[data-lead-field="${field}"]` satisfies HookSelector,
  );
}

/** Clears every field but the location (city pages keep theirs); the service goes back to its preset. */
function resetFields(form: HTMLFormElement): void {
  for (const field of leadFields) {
    const element = control(form, field);
    if (!element || field === 'location') continue;
    element.value =
      field === 'service' ? (form.getAttribute('data-preset-service' satisfies Hook) ?? '') : '';
  }
  // The photo-use consent was for the photos just sent: the next request is asked afresh.
  const consent = form.elements.namedItem(leadFormFields.photoConsent);
  if (consent instanceof HTMLInputElement) consent.checked = false;
}

function clearMessages(
  form: HTMLFormElement,
  status: HTMLElement | null,
  summary: HTMLElement | null,
): void {
  for (const region of [status, summary]) {
    if (!region) continue;
    region.replaceChildren();
    region.className = EMPTY_REGION_CLASS;
  }
  for (const field of leadFields) {
    const element = control(form, field);
    element?.removeAttribute('aria-invalid');
    element?.removeAttribute('aria-describedby');
    const line = form.querySelector<HTMLElement>(
      `[data-field-error="${field}"]` satisfies HookSelector,
    );
    if (line) line.textContent = '';
  }
}

/**
 * The answer in place of the form's message, brought into view with focus on it: the visitor
 * tapped Submit at the bottom and the message is above the fields (the no-JavaScript answer
 * page lands on it the same way, with autofocus). Not when the visitor has moved on to
 * another part of the page (a lead the queue delivered later). Focus on an element around the
 * form counts as still here: a tap on the disabled "Submitting..." button focuses `<main>`.
 * `content` null: the message already shown, brought back into view.
 */
function showStatus(status: HTMLElement | null, content: string | HTMLElement | null): void {
  if (!status) return;
  status.className = QUOTE_SUCCESS_CLASS;
  if (content !== null) status.replaceChildren(content);
  const active = status.ownerDocument.activeElement;
  if (!active || active.contains(status) || status.closest('form')?.contains(active)) {
    status.tabIndex = -1;
    status.focus();
  }
}

/** Errors on top (role=alert announces them) and next to each field; focus the first invalid field. */
function showErrors(
  form: HTMLFormElement,
  summary: HTMLElement | null,
  message: string,
  fieldErrors: LeadFieldErrors,
): void {
  let first: HTMLElement | null = null;
  const items: HTMLLIElement[] = [];
  const headingId = summary ? `${summary.id}-message` : '';
  for (const field of leadFields) {
    const error = fieldErrors[field];
    const element = control(form, field);
    if (!error || !element) continue;
    // "Please fill in all required fields." is said once, on top; a missing field points there.
    const missing = error === copy.required;
    const line = form.querySelector<HTMLElement>(
      `[data-field-error="${field}"]` satisfies HookSelector,
    );
    if (line && !missing) line.textContent = error;
    const describedBy = missing || !line ? headingId : line.id;
    if (describedBy) element.setAttribute('aria-describedby', describedBy);
    element.setAttribute('aria-invalid', 'true');
    first ??= element;
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `#${element.id}`;
    link.className = 'underline';
    const label = form.querySelector(`label[for="${element.id}"]`)?.firstChild?.textContent;
    link.textContent = missing ? (label ?? field) : `${label ?? field}: ${error}`;
    item.append(link);
    items.push(item);
  }
  if (summary) {
    summary.className = QUOTE_ERRORS_CLASS;
    const heading = document.createElement('p');
    heading.id = headingId;
    heading.className = 'font-semibold';
    heading.textContent = message;
    summary.replaceChildren(heading);
    if (items.length > 0) {
      const list = document.createElement('ul');
      list.className = 'mt-1 list-disc pl-5 text-sm';
      list.append(...items);
      summary.append(list);
    }
  }
  (first ?? summary)?.focus();
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain-http previews fall back to random bytes.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}
