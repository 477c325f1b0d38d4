// @vitest-environment happy-dom
/**
 * The visit picker in the quote form (issue 30), rendered as the server draws it and enhanced
 * by the real modules: it loads when opened, shows the windows `GET /api/availability` gives,
 * sends the chosen one with the lead, and a 409 keeps everything typed and shows fresh windows.
 * `fetch` is the only stand-in.
 */
import { defaultBusiness } from '#app/content/business.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuoteForm } from '#app/components/quote-form/quote-form.tsx';
import type { BookingWindow } from '#app/lib/booking.ts';
import { QUOTE_FORM_ERRORS, QUOTE_FORM_STATUS } from '#app/lib/dom-hooks.ts';
import { messages } from '#app/lib/messages.ts';
import { enhanceQuoteForms } from './quote-form.ts';
import { sendLead } from './send-lead.ts';

/** The main line the booking part shows (the page's content passes the published one). */
const PHONE = defaultBusiness.phones.main;

const b = messages.booking;

const MON_8 = { start: '2027-03-15T08:00:00-04:00', end: '2027-03-15T10:00:00-04:00' };
const MON_10 = { start: '2027-03-15T10:00:00-04:00', end: '2027-03-15T12:00:00-04:00' };
const SAT_9 = { start: '2027-03-13T09:00:00-05:00', end: '2027-03-13T12:00:00-05:00' };
const open = (w: { start: string; end: string }): BookingWindow => ({ ...w, available: true });
const full = (w: { start: string; end: string }): BookingWindow => ({ ...w, available: false });

interface Call {
  url: string;
  body: Record<string, unknown> | null;
}
let calls: Call[] = [];
let availability: BookingWindow[][] = [];
let leadAnswers: Array<[number, unknown]> = [];

beforeEach(() => {
  calls = [];
  availability = [];
  leadAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? (JSON.parse(String(init.body)) as never) : null });
      const [status, body] = url.startsWith('/api/availability')
        ? [200, { timeZone: 'America/New_York', windows: availability.shift() ?? [] }]
        : (leadAnswers.shift() ?? [500, {}]);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  document.body.innerHTML = renderToStaticMarkup(<QuoteForm phone={PHONE} variant="full" />);
  enhanceQuoteForms(document, (payload, key) => sendLead(payload, key));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const $ = <T extends Element>(selector: string) => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
};
const radios = () =>
  [...document.querySelectorAll<HTMLInputElement>('input[name="appointment_start"]')].map(
    (r) => r.value,
  );

function fill(): void {
  const values: Record<string, string> = {
    name: 'Pat Example',
    email: 'pat@example.com',
    phone: '(704) 555-0199',
    service: 'repair',
    location: 'Concord, NC',
    message: 'The spring snapped.',
  };
  for (const [name, value] of Object.entries(values)) {
    $<HTMLInputElement>(`[name="${name}"]`).value = value;
  }
}

function openPicker(): void {
  const details = $<HTMLDetailsElement>('[data-booking-picker] details');
  details.open = true;
  details.dispatchEvent(new Event('toggle'));
}

function submit(): void {
  $('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

describe('the visit picker', () => {
  it('fetches nothing until opened, then lists the open windows by day, "no time" first', async () => {
    expect(calls).toEqual([]);
    // Without JavaScript the picker is a link to the booking page.
    expect($<HTMLAnchorElement>('[data-booking-link]').getAttribute('href')).toBe('/book');
    availability.push([open(SAT_9), full(MON_8), open(MON_10)]);
    openPicker();
    await vi.waitFor(() => expect(radios()).toEqual(['', SAT_9.start, MON_10.start]));
    expect(calls.map((c) => c.url)).toEqual(['/api/availability']);
    const legends = [...document.querySelectorAll('[data-booking-windows] fieldset legend')];
    expect(legends.map((l) => l.textContent)).toEqual([b.pickTitle, 'Sat, Mar 13', 'Mon, Mar 15']);
    expect($<HTMLInputElement>('input[name="appointment_start"][value=""]').checked).toBe(true);
    expect($<HTMLElement>('[data-booking-link]').hidden).toBe(true);
  });

  it('sends the chosen window with the lead and says the visit is booked', async () => {
    availability.push([open(MON_8)]);
    openPicker();
    await vi.waitFor(() => expect(radios()).toContain(MON_8.start));
    fill();
    $<HTMLInputElement>(`input[value="${MON_8.start}"]`).checked = true;
    leadAnswers.push([201, { id: 5, appointment: { ...MON_8, status: 'booked' } }]);
    availability.push([]);
    submit();
    await vi.waitFor(() =>
      expect($(`[${QUOTE_FORM_STATUS}]`).textContent).toContain(
        b.bookedAs('Mon, Mar 15, 8:00 AM - 10:00 AM'),
      ),
    );
    expect(calls.find((c) => c.url === '/api/leads')?.body).toMatchObject({
      appointment: { start: MON_8.start },
    });
  });

  it('a window taken meanwhile: says so, keeps what was typed, shows the windows still open', async () => {
    availability.push([open(MON_8), open(MON_10)]);
    openPicker();
    await vi.waitFor(() => expect(radios()).toContain(MON_8.start));
    fill();
    $<HTMLInputElement>(`input[value="${MON_8.start}"]`).checked = true;
    leadAnswers.push([409, { error: b.windowTaken, fieldErrors: { appointment: b.windowTaken } }]);
    availability.push([full(MON_8), open(MON_10)]);
    submit();
    await vi.waitFor(() =>
      expect($(`[${QUOTE_FORM_ERRORS}]`).textContent).toContain(b.windowTaken),
    );
    await vi.waitFor(() => expect(radios()).toEqual(['', MON_10.start]));
    expect($<HTMLInputElement>('[name="name"]').value).toBe('Pat Example');
    expect($<HTMLTextAreaElement>('[name="message"]').value).toBe('The spring snapped.');
  });

  it('a booking refused for its contact (issue 37): the server\'s message, not "window gone", nothing resent', async () => {
    availability.push([open(MON_8), open(MON_10)]);
    openPicker();
    await vi.waitFor(() => expect(radios()).toContain(MON_8.start));
    fill();
    $<HTMLInputElement>(`input[value="${MON_8.start}"]`).checked = true;
    const refusal = b.contactHasVisits;
    leadAnswers.push([
      409,
      { error: refusal, fieldErrors: { appointment: refusal }, reason: 'contact' },
    ]);
    submit();
    await vi.waitFor(() => expect($(`[${QUOTE_FORM_ERRORS}]`).textContent).toContain(refusal));
    expect($(`[${QUOTE_FORM_ERRORS}]`).textContent).not.toContain(b.windowTaken);
    // One request, the one with the window: nothing was resent without it.
    expect(calls.filter((c) => c.url === '/api/leads').map((c) => c.body)).toEqual([
      expect.objectContaining({ appointment: { start: MON_8.start } }),
    ]);
    expect($<HTMLInputElement>('[name="name"]').value).toBe('Pat Example');
    expect($<HTMLTextAreaElement>('[name="message"]').value).toBe('The spring snapped.');
    expect($<HTMLInputElement>(`input[value="${MON_8.start}"]`).checked).toBe(true);
  });

  it('a failed fetch says so and offers a retry; the link to the booking page stays', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    openPicker();
    await vi.waitFor(() => expect($('[data-booking-windows]').textContent).toContain(b.loadFailed));
    expect($<HTMLElement>('[data-booking-link]').hidden).toBe(false);
    expect($('[data-booking-windows] button').textContent).toBe(b.retry);
  });

  it('Emergency service hides the picker and sends no window', async () => {
    availability.push([open(MON_8)]);
    openPicker();
    await vi.waitFor(() => expect(radios()).toContain(MON_8.start));
    fill();
    $<HTMLInputElement>(`input[value="${MON_8.start}"]`).checked = true;
    const service = $<HTMLSelectElement>('[name="service"]');
    service.value = 'emergency';
    service.dispatchEvent(new Event('change', { bubbles: true }));
    expect($<HTMLDetailsElement>('[data-booking-picker] details').hidden).toBe(true);
    expect($('[data-booking-emergency] a').getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    leadAnswers.push([201, { id: 6, appointment: null }]);
    submit();
    await vi.waitFor(() =>
      expect($(`[${QUOTE_FORM_STATUS}]`).textContent).toBe(messages.contactForm.success),
    );
    expect(calls.find((c) => c.url === '/api/leads')?.body).not.toHaveProperty('appointment');
  });
});
