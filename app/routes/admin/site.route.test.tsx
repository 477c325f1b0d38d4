// @vitest-environment happy-dom
/**
 * The Site route's publish step in the browser's DOM through React Router's `createRoutesStub`
 * (issue 37 items 3 and 8): Publish first asks the server which booked visits the new hours
 * close, then confirms what goes live section by section, with those visits; "Publish now" waits
 * for a choice per visit and posts the choices with the document.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { INTENT_FIELD } from '#app/lib/admin-intents.ts';
import type { ClosedVisit } from '#app/lib/publish-review.ts';
import { siteEditorMessages as copy } from '#app/lib/site-editor-messages.ts';
import { clickButton, toastTexts, waitFor } from '#tests/support/admin-render.tsx';
import { adminRouteStub } from '#tests/support/admin-route-stub.ts';
import type { SiteActionResult } from '#app/components/admin/site/site-api.ts';
import * as route from './site.tsx';

const live = structuredClone(defaultSiteDocument);
/** The draft: Saturday closed today, and a banner edit from an earlier session. */
const draft = structuredClone(defaultSiteDocument);
draft.business.hours[5]!.closed = true;
draft.banner.long = 'Edited offline last week';

const visit: ClosedVisit = {
  leadId: 7,
  start: '2027-03-13T09:00:00-05:00',
  end: '2027-03-13T12:00:00-05:00',
  name: 'Jane Doe',
  service: 'repair',
  town: 'Concord, NC',
};

const renderSite = adminRouteStub(route, '/admin/site', {
  loaderData: {
    initial: {
      published: { version: 3, content: live },
      draft: { baseVersion: 3, content: draft },
    },
  },
  ready: '[data-testid="site-status"]',
});

const confirmation = () => document.querySelector<HTMLElement>('[data-testid="publish-confirm"]');

function answer(form: FormData): SiteActionResult | AdminActionResult {
  const intent = String(form.get(INTENT_FIELD));
  if (intent === 'review') return { intent, ok: true, message: '', closedVisits: [visit] };
  if (intent === 'publish') {
    return { intent, ok: true, message: '', version: 4, cancelled: 1, cancelFailed: 0 };
  }
  return { intent, ok: true, message: '' };
}

describe('Site route: the publish step', () => {
  it('lists the sections going live and the visits closed, and posts a choice per visit', async () => {
    const { container, posted } = await renderSite(answer);
    await clickButton(container, 'Publish');
    const dialog = await waitFor(confirmation, 'the publish confirmation');
    // Item 8: what goes live, section by section (the banner edit from an earlier session too).
    const sections = dialog.querySelector('[data-testid="publish-sections"]')!.textContent ?? '';
    expect(sections).toContain('Business profile');
    expect(sections).toContain('Weekly hours › Saturday › Closed');
    expect(sections).toContain('Banner');
    expect(sections).toContain('Long text');
    // Item 3: the visit on the day this closes, with nothing published yet.
    const visits = dialog.querySelector('[data-testid="publish-visits"]')!.textContent ?? '';
    expect(visits).toContain('Jane Doe: Sat, Mar 13, 9:00 AM - 12:00 PM');
    expect(posted.map((form) => form.get(INTENT_FIELD))).toEqual(['review']);
    const publishNow = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === copy.confirmPublish,
    )!;
    expect(publishNow.disabled).toBe(true);

    const cancel = [...dialog.querySelectorAll('label')].find(
      (label) => label.textContent === copy.visitCancel,
    )!;
    await act(async () => document.getElementById(cancel.htmlFor)!.click());
    expect(publishNow.disabled).toBe(false);
    await clickButton(dialog, copy.confirmPublish);
    const publish = await waitFor(
      () => toastTexts().length > 0 && posted.find((form) => form.get(INTENT_FIELD) === 'publish'),
      'the publish',
    );
    expect(JSON.parse(String(publish.get('visits')))).toEqual({ '7': 'cancel' });
    expect(JSON.parse(String(publish.get('content'))).business.hours[5].closed).toBe(true);
    expect(toastTexts()).toContain(copy.publishedCancelled('4', 1));
    await waitFor(() => confirmation() === null, 'the confirmation closed');
  });

  it('publishes nothing while the review has no answer', async () => {
    const { container, posted } = await renderSite((form) => {
      if (form.get(INTENT_FIELD) === 'review') throw new TypeError('Failed to fetch');
      return answer(form);
    });
    await clickButton(container, 'Publish');
    await waitFor(() => toastTexts().length > 0, 'a toast');
    expect(toastTexts()).toContain(copy.publishFailed);
    expect(confirmation()).toBeNull();
    expect(posted.map((form) => form.get(INTENT_FIELD))).toEqual(['review']);
  });
});
