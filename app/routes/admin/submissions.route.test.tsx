// @vitest-environment happy-dom
/**
 * The Submissions route (the inbox) in the browser's DOM through React Router's
 * `createRoutesStub`: the route's own component and `clientAction`, the server's loader and
 * action stubbed. A lead card's status change and its confirmed delete post their intents; when
 * the server gives no usable answer, the spec's toast says which action failed and what
 * happened, and the cards stay as they were.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenWindowsAnswer } from '#app/lib/booking.ts';
import type { SubmissionsPage, WeekRow } from '#app/lib/dashboard-view.ts';
import { INTENT_FIELD } from '#app/lib/admin-intents.ts';
import { serviceBreakdown } from '#app/lib/lead-display.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { clickButton, toastTexts, waitFor } from '#tests/support/admin-render.tsx';
import { failingServer, adminRouteStub } from '#tests/support/admin-route-stub.ts';
import { leadCardView } from '#tests/support/lead-card-view.ts';
import * as route from './submissions.tsx';

const WHEN = 'Tue, Mar 16, 8:00 AM - 10:00 AM';
const BOOKED = {
  start: '2027-03-16T08:00:00-04:00',
  end: '2027-03-16T10:00:00-04:00',
  status: 'booked' as const,
  when: WHEN,
  past: false,
};
const OPEN: OpenWindowsAnswer = {
  windows: [
    { start: '2027-03-16T08:00:00-04:00', end: '2027-03-16T10:00:00-04:00', available: true },
    { start: '2027-03-17T13:00:00-04:00', end: '2027-03-17T15:00:00-04:00', available: true },
  ],
};

const page: SubmissionsPage & { chart: WeekRow[] } = {
  counters: { total: 2, new: 2, inProgress: 0, closed: 0, spam: 0 },
  breakdown: Object.fromEntries(serviceBreakdown.map(({ key }) => [key, 0])) as Record<
    (typeof serviceBreakdown)[number]['key'],
    number
  >,
  cards: [
    leadCardView({ id: 1, name: 'Ann New', status: 'new' }),
    leadCardView({ id: 2, name: 'Ben New', status: 'new' }),
    leadCardView({ id: 3, name: 'Vic Visit', status: 'contacted', visit: BOOKED }),
    leadCardView({
      id: 4,
      name: 'Cal Cancelled',
      status: 'contacted',
      visit: { ...BOOKED, status: 'cancelled' },
    }),
  ],
  matching: 4,
  page: 1,
  pageCount: 1,
  chart: [],
};

const loaded = {
  query: { filter: 'all' as const, search: '', page: 1, lead: null },
  page,
  loadError: null,
};

const renderInbox = adminRouteStub(route, '/admin/submissions', {
  loaderData: loaded,
  ready: '[data-testid="lead-card"]',
});

function card(container: HTMLElement, name: string): HTMLElement {
  const found = [...container.querySelectorAll<HTMLElement>('[data-testid="lead-card"]')].find(
    (element) => element.textContent?.includes(name),
  );
  if (!found) throw new Error(`no card of ${name}`);
  return found;
}

async function chooseStatus(scope: HTMLElement, status: string): Promise<HTMLSelectElement> {
  const select = scope.querySelector('select');
  if (!select) throw new Error('no status select');
  await act(async () => {
    select.value = status;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  return select;
}

/** Opens the card's Delete dialog. */
async function openDelete(container: HTMLElement, name: string): Promise<HTMLElement> {
  const button = card(container, name).querySelector<HTMLButtonElement>(
    `button[aria-label="Delete submission from ${name}"]`,
  );
  if (!button) throw new Error(`no Delete on ${name}'s card`);
  await act(async () => button.click());
  return waitFor(
    () => document.querySelector<HTMLElement>('[role="dialog"]'),
    'the confirmation dialog',
  );
}

/** Deletes the card's lead, confirming in the dialog. */
async function deleteLead(container: HTMLElement, name: string): Promise<void> {
  await clickButton(await openDelete(container, name), 'Delete');
}

/** The card's visit section. */
function visitOf(container: HTMLElement, name: string): HTMLElement {
  const found = card(container, name).querySelector<HTMLElement>('[data-testid="lead-visit"]');
  if (!found) throw new Error(`no visit section on ${name}'s card`);
  return found;
}

/** The open windows the server answers the card's picker (or how it fails). */
function serveWindows(answer: () => Promise<Response>): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    if (url === adminRoutes.openWindows) return answer();
    throw new Error(`unexpected fetch ${url}`);
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Submissions route', () => {
  it("a status change posts the card's status intent", async () => {
    const { container, posted } = await renderInbox(() => ({
      intent: 'status',
      ok: true,
      message: adminMessages.statusUpdated,
    }));
    await chooseStatus(card(container, 'Ann New'), 'closed');
    await waitFor(() => toastTexts().length > 0, 'a toast');
    expect(Object.fromEntries(posted[0]!)).toEqual({
      id: '1',
      [INTENT_FIELD]: 'status',
      status: 'closed',
    });
    expect(toastTexts()).toEqual([adminMessages.statusUpdated]);
  });

  it("a proxy's 502 on a status change: the spec toast names it, the card keeps its status", async () => {
    const { container } = await renderInbox(failingServer(502));
    const ann = card(container, 'Ann New');
    const select = await chooseStatus(ann, 'closed');
    await waitFor(() => toastTexts().length > 0, 'a toast');
    const [toast] = toastTexts();
    expect(toast).toContain(adminMessages.updateStatusFailed);
    expect(toast).toContain(adminMessages.failedServerError(502));
    await waitFor(() => !select.disabled, 'the select back');
    expect(select.value).toBe('new');
    expect(ann.querySelector('[data-testid="status-badge"]')?.textContent).toBe('New');
  });

  it('a confirmed delete posts the delete intent with the lead', async () => {
    const { container, posted } = await renderInbox(() => ({
      intent: 'delete',
      ok: true,
      message: adminMessages.submissionDeleted,
    }));
    await deleteLead(container, 'Ben New');
    await waitFor(() => toastTexts().length > 0, 'a toast');
    expect(posted[0]!.get(INTENT_FIELD)).toBe('delete');
    expect(posted[0]!.get('id')).toBe('2');
    expect(toastTexts()).toEqual([adminMessages.submissionDeleted]);
  });

  it('no answer to a delete (the connection dropped): the spec toast says so, the cards stay', async () => {
    const { container } = await renderInbox(failingServer('dropped'));
    await deleteLead(container, 'Ann New');
    await waitFor(() => toastTexts().length > 0, 'a toast');
    expect(toastTexts()).toEqual([
      `${adminMessages.deleteSubmissionFailed}. ${adminMessages.failedNoAnswer}`,
    ]);
    expect(container.querySelectorAll('[data-testid="lead-card"]')).toHaveLength(page.cards.length);
    expect(container.textContent).not.toContain(adminMessages.loadSubmissionsFailed);
  });

  it('a card shows its visit with Move and Cancel; a cancelled one, or none, offers Book a visit', async () => {
    const { container } = await renderInbox(() => ({ intent: 'x', ok: true, message: '' }));
    const vic = visitOf(container, 'Vic Visit');
    expect(vic.textContent).toContain(
      `${bookingMessages.visitHeading}: ${WHEN} · ${bookingMessages.visitBooked}`,
    );
    expect(vic.querySelector('time')?.getAttribute('datetime')).toBe(BOOKED.start);
    expect([...vic.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      bookingMessages.move,
      bookingMessages.cancelVisit,
    ]);
    const cal = visitOf(container, 'Cal Cancelled');
    expect(cal.textContent).toContain(`${WHEN} · ${bookingMessages.visitCancelledStatus}`);
    expect([...cal.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      bookingMessages.bookVisit,
    ]);
    expect(visitOf(container, 'Ann New').textContent).toBe(bookingMessages.bookVisit);
  });

  it('the delete dialog names the visit that deleting cancels', async () => {
    const { container } = await renderInbox(() => ({ intent: 'delete', ok: true, message: '' }));
    const dialog = await openDelete(container, 'Vic Visit');
    expect(dialog.textContent).toContain(
      `${adminMessages.confirmDeleteSubmission} ${bookingMessages.deleteCancelsVisit(WHEN)}`,
    );
    await clickButton(dialog, 'Cancel');
    await waitFor(() => !document.querySelector('[role="dialog"]'), 'the dialog closed');
    const plain = await openDelete(container, 'Ann New');
    expect(plain.textContent).toContain(adminMessages.confirmDeleteSubmission);
    expect(plain.textContent).not.toContain(bookingMessages.deleteCancelsVisit(WHEN));
  });

  it("Book a visit loads the open windows and posts the chosen one with the card's lead", async () => {
    const asked = serveWindows(async () => Response.json(OPEN));
    const booked = bookingMessages.ownerBooked('Wed, Mar 17, 1:00 PM - 3:00 PM');
    const { container, posted } = await renderInbox(() => ({
      intent: 'visit-book',
      ok: true,
      message: booked,
    }));
    const ann = visitOf(container, 'Ann New');
    await clickButton(ann, bookingMessages.bookVisit);
    const select = await waitFor(() => ann.querySelector('select'), 'the windows');
    expect(asked).toEqual([adminRoutes.openWindows]);
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Tue, Mar 16, 8:00 AM - 10:00 AM',
      'Wed, Mar 17, 1:00 PM - 3:00 PM',
    ]);
    await act(async () => {
      select.value = OPEN.windows[1]!.start;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await clickButton(ann, bookingMessages.bookConfirm);
    await waitFor(() => toastTexts().length > 0, 'a toast');
    expect(Object.fromEntries(posted[0]!)).toEqual({
      [INTENT_FIELD]: 'visit-book',
      leadId: '1',
      start: OPEN.windows[1]!.start,
    });
    expect(toastTexts()).toEqual([booked]);
  });

  it("Move offers the other windows and posts the move; Cancel asks with 'Keep visit'", async () => {
    serveWindows(async () => Response.json(OPEN));
    const { container, posted } = await renderInbox((form) => ({
      intent: String(form.get(INTENT_FIELD)),
      ok: true,
      message: 'done',
    }));
    const vic = visitOf(container, 'Vic Visit');
    await clickButton(vic, bookingMessages.move);
    const select = await waitFor(() => vic.querySelector('select'), 'the windows');
    // The visit's own window is not offered.
    expect([...select.options].map((o) => o.value)).toEqual([OPEN.windows[1]!.start]);
    await clickButton(vic, bookingMessages.moveConfirm);
    await waitFor(() => posted.length === 1, 'the move posted');
    expect(Object.fromEntries(posted[0]!)).toEqual({
      [INTENT_FIELD]: 'visit-move',
      leadId: '3',
      start: OPEN.windows[1]!.start,
    });

    await clickButton(vic, bookingMessages.cancelVisit);
    let dialog = await waitFor(
      () => document.querySelector<HTMLElement>('[role="dialog"]'),
      'the cancel dialog',
    );
    expect(dialog.textContent).toContain(bookingMessages.confirmCancel('Vic Visit', WHEN));
    expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toContain(
      bookingMessages.keepVisit,
    );
    await clickButton(dialog, bookingMessages.keepVisit);
    await waitFor(() => !document.querySelector('[role="dialog"]'), 'the dialog closed');
    expect(posted).toHaveLength(1);
    await clickButton(vic, bookingMessages.cancelVisit);
    dialog = await waitFor(
      () => document.querySelector<HTMLElement>('[role="dialog"]'),
      'the cancel dialog',
    );
    await clickButton(dialog, bookingMessages.cancelVisit);
    await waitFor(() => posted.length === 2, 'the cancel posted');
    expect(Object.fromEntries(posted[1]!)).toEqual({ [INTENT_FIELD]: 'visit-cancel', leadId: '3' });
  });

  it('open windows that cannot be loaded: the card says so and posts nothing', async () => {
    serveWindows(async () => new Response(null, { status: 503 }));
    const { container, posted } = await renderInbox(() => ({ intent: 'x', ok: true, message: '' }));
    const ann = visitOf(container, 'Ann New');
    await clickButton(ann, bookingMessages.bookVisit);
    const alert = await waitFor(() => ann.querySelector('[role="alert"]'), 'the failure');
    expect(alert.textContent).toBe(bookingMessages.windowsFailed);
    expect(posted).toHaveLength(0);
  });
});
