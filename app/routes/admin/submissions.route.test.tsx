// @vitest-environment happy-dom
/**
 * The Submissions route (the inbox) in the browser's DOM through React Router's
 * `createRoutesStub`: the route's own component and `clientAction`, the server's loader and
 * action stubbed. A lead card's status change and its confirmed delete post their intents; when
 * the server gives no usable answer, the spec's toast says which action failed and what
 * happened, and the cards stay as they were.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { SubmissionsPage, WeekRow } from '#app/lib/dashboard-view.ts';
import { INTENT_FIELD } from '#app/lib/admin-intents.ts';
import { serviceBreakdown } from '#app/lib/lead-display.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { clickButton, toastTexts, waitFor } from '#tests/support/admin-render.tsx';
import { failingServer, adminRouteStub } from '#tests/support/admin-route-stub.ts';
import { leadCardView } from '#tests/support/lead-card-view.ts';
import * as route from './submissions.tsx';

const page: SubmissionsPage & { chart: WeekRow[] } = {
  counters: { total: 2, new: 2, inProgress: 0, closed: 0, spam: 0 },
  breakdown: Object.fromEntries(serviceBreakdown.map(({ key }) => [key, 0])) as Record<
    (typeof serviceBreakdown)[number]['key'],
    number
  >,
  cards: [
    leadCardView({ id: 1, name: 'Ann New', status: 'new' }),
    leadCardView({ id: 2, name: 'Ben New', status: 'new' }),
  ],
  matching: 2,
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

/** Deletes the card's lead, confirming in the dialog. */
async function deleteLead(container: HTMLElement, name: string): Promise<void> {
  const button = card(container, name).querySelector<HTMLButtonElement>(
    `button[aria-label="Delete submission from ${name}"]`,
  );
  if (!button) throw new Error(`no Delete on ${name}'s card`);
  await act(async () => button.click());
  const dialog = await waitFor(
    () => document.querySelector<HTMLElement>('[role="dialog"]'),
    'the confirmation dialog',
  );
  await clickButton(dialog, 'Delete');
}

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
    expect(container.querySelectorAll('[data-testid="lead-card"]')).toHaveLength(2);
    expect(container.textContent).not.toContain(adminMessages.loadSubmissionsFailed);
  });
});
