// @vitest-environment happy-dom
/**
 * The Schedule route in the browser's DOM through React Router's `createRoutesStub` (issue 37's
 * lows): a visit's card names the service, gives the address with directions and the
 * customer's number to call, its cancel dialog's buttons say what they do, and the calendar
 * feed's link has a copy button.
 */
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { INTENT_FIELD } from '#app/lib/admin-intents.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { directionsHref } from '#app/lib/urls.ts';
import { clickButton, toastTexts, waitFor } from '#tests/support/admin-render.tsx';
import { adminRouteStub } from '#tests/support/admin-route-stub.ts';
import * as route from './schedule.tsx';

const WHEN = 'Tue, Mar 16, 8:00 AM - 10:00 AM';
const FEED = 'https://doors.example/calendar/abc123.ics';

const loaded = {
  visits: [
    {
      leadId: 5,
      start: '2027-03-16T08:00:00-04:00',
      end: '2027-03-16T10:00:00-04:00',
      status: 'booked' as const,
      name: 'Olive Opener',
      service: 'openers',
      serviceName: 'Garage Door Openers',
      town: 'Concord, NC',
      address: '12 Oak St',
      phone: '(704) 555-0100',
    },
  ],
  openWindows: [],
  feedUrl: FEED,
  today: '2027-03-12',
  loadError: null,
};

const renderSchedule = adminRouteStub(route, '/admin/schedule', {
  loaderData: loaded,
  ready: '[data-testid="visit"]',
});

function visitCard(container: HTMLElement): HTMLElement {
  const found = container.querySelector<HTMLElement>('[data-testid="visit"]');
  if (!found) throw new Error('no visit card');
  return found;
}

describe('Schedule route', () => {
  it("a visit's card names the service and gives the address with directions and a tel: link", async () => {
    const { container } = await renderSchedule(() => ({ intent: 'x', ok: true, message: '' }));
    const card = visitCard(container);
    expect(card.textContent).toContain('Garage Door Openers · Concord, NC');
    expect(card.textContent).not.toContain('openers');
    expect(card.textContent).toContain('12 Oak St');
    const links = Object.fromEntries(
      [...card.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(links).toEqual({
      [bookingMessages.openLead]: '/admin/submissions?lead=5',
      [bookingMessages.directions]: directionsHref('12 Oak St, Concord, NC'),
      [bookingMessages.callCustomer('(704) 555-0100')]: 'tel:7045550100',
    });
  });

  it("the cancel dialog's buttons read 'Keep visit' and 'Cancel visit'; keeping it posts nothing", async () => {
    const { container, posted } = await renderSchedule(() => ({
      intent: 'cancel',
      ok: true,
      message: bookingMessages.ownerCancelled(WHEN),
    }));
    const card = visitCard(container);
    await clickButton(card, bookingMessages.cancelVisit);
    let dialog = await waitFor(
      () => document.querySelector<HTMLElement>('[role="dialog"]'),
      'the cancel dialog',
    );
    // The dialog's own buttons (its close button is an icon): no bare "Cancel" beside "Cancel visit".
    const labels = [...dialog.querySelectorAll('button')].map((b) => b.textContent?.trim());
    expect(labels.filter(Boolean)).toEqual([
      bookingMessages.keepVisit,
      bookingMessages.cancelVisit,
    ]);
    await clickButton(dialog, bookingMessages.keepVisit);
    await waitFor(() => !document.querySelector('[role="dialog"]'), 'the dialog closed');
    expect(posted).toHaveLength(0);

    await clickButton(card, bookingMessages.cancelVisit);
    dialog = await waitFor(
      () => document.querySelector<HTMLElement>('[role="dialog"]'),
      'the cancel dialog',
    );
    await clickButton(dialog, bookingMessages.cancelVisit);
    await waitFor(() => toastTexts().length > 0, 'a toast');
    expect(Object.fromEntries(posted[0]!)).toEqual({ [INTENT_FIELD]: 'cancel', leadId: '5' });
  });

  it("the calendar feed's link has a copy button", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText },
      configurable: true,
    });
    const { container } = await renderSchedule(() => ({ intent: 'x', ok: true, message: '' }));
    const feed = container.querySelector<HTMLElement>('[aria-labelledby="calendar-feed"]')!;
    await clickButton(feed, bookingMessages.feedCopy);
    expect(writeText).toHaveBeenCalledWith(FEED);
    await waitFor(
      () => feed.textContent?.includes(bookingMessages.feedCopied),
      'the button says it was copied',
    );
    await act(async () => undefined);
  });
});
