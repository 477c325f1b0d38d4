// @vitest-environment happy-dom
/**
 * A lead card's Estimates section (issue 39) in the DOM: its data loaded from the section's JSON
 * route, each estimate with its status and totals, and the owner's actions posted under the
 * card's intents with the lead and the estimate.
 */
import { act } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ActionFunctionArgs } from 'react-router';
import { INTENT_FIELD } from '#app/lib/admin-intents.ts';
import { submissionsScreen } from '#app/components/admin/submissions/submissions-intents.ts';
import type { LeadEstimatesView } from '#app/lib/estimate-admin-view.ts';
import { defaultEstimateSettings } from '#app/lib/estimate-settings.ts';
import { estimateAdminMessages as m } from '#app/lib/messages/estimate-admin.ts';
import {
  clickButton,
  field,
  renderAdminRoutes,
  typeInto,
  waitFor,
} from '#tests/support/admin-render.tsx';
import { LeadEstimatesPanel } from './lead-estimates-panel.tsx';

const { intents } = submissionsScreen;
const body = {
  options: [
    { title: 'Good', items: [{ description: 'Springs', quantity: 1, unitPriceCents: 24_500 }] },
  ],
  addOns: [],
  taxRatePercent: 0,
  depositPercent: 10,
  expiresInDays: 30,
  terms: 'Net 10.',
};
const view: LeadEstimatesView = {
  leadId: 5,
  email: 'pat@example.com',
  outcome: 'open',
  lostReason: null,
  priceBook: [{ id: 1, description: 'Springs', unitPriceCents: 24_500 }],
  settings: defaultEstimateSettings,
  estimates: [
    {
      id: 12,
      number: 'E-0012',
      status: 'draft',
      body,
      options: [{ title: 'Good', totalCents: 24_500 }],
      sentOn: null,
      viewedOn: null,
      expiresOn: 'Jan 5, 2027',
      declineReason: null,
      depositReceivedOn: null,
      acceptance: null,
    },
    {
      id: 11,
      number: 'E-0011',
      status: 'accepted',
      body,
      options: [{ title: 'Good', totalCents: 24_500 }],
      sentOn: 'Dec 1, 2026',
      viewedOn: 'Dec 2, 2026',
      expiresOn: 'Dec 31, 2026',
      declineReason: null,
      depositReceivedOn: null,
      acceptance: {
        optionTitle: 'Good',
        totalCents: 24_500,
        depositCents: 2_450,
        signerName: 'Pat Doe',
        signedOn: 'Dec 3, 2026',
      },
    },
  ],
};

async function renderPanel() {
  const posted: FormData[] = [];
  const rendered = await renderAdminRoutes(
    [
      {
        path: 'admin/submissions',
        Component: () => <LeadEstimatesPanel leadId={5} />,
        action: async ({ request }: ActionFunctionArgs) => {
          const form = await request.formData();
          posted.push(form);
          return { intent: String(form.get(INTENT_FIELD)), ok: true, message: 'Done.' };
        },
      },
      { path: 'admin/submissions/:id/estimates', loader: () => view },
    ],
    '/admin/submissions',
  );
  onTestFinished(() => rendered.unmount());
  await waitFor(() => rendered.container.querySelector('[data-testid="lead-estimates"]'), 'loaded');
  return { ...rendered, posted };
}

const rows = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('[data-testid="estimate-row"]'),
];

describe("a lead card's Estimates section", () => {
  it('lists each estimate with its status, totals and only the actions its status allows', async () => {
    const { container } = await renderPanel();
    const [draft, accepted] = rows(container);
    expect(draft!.querySelector('[data-testid="estimate-status"]')?.textContent).toBe('Draft');
    expect(draft!.textContent).toContain('Good $245.00');
    expect(draft!.textContent).toContain(m.send);
    expect(draft!.textContent).toContain(m.edit);
    expect(accepted!.textContent).toContain(m.accepted('$245.00', 'Pat Doe'));
    expect(accepted!.textContent).not.toContain(m.edit);
    expect(accepted!.textContent).not.toContain(m.void);
    expect(accepted!.textContent).toContain(`${m.depositReceived} ($24.50)`);
    const preview = draft!.querySelector('a');
    expect(preview?.getAttribute('href')).toBe('/admin/estimates/12/preview');
  });

  it('posts deposit received and duplicate with the lead and the estimate', async () => {
    const { container, posted } = await renderPanel();
    const [draft, accepted] = rows(container);
    await clickButton(accepted!, `${m.depositReceived} ($24.50)`);
    await waitFor(() => posted.length === 1, 'the deposit posted');
    await clickButton(draft!, m.duplicate);
    await waitFor(() => posted.length === 2, 'the copy posted');
    expect(posted.map((form) => Object.fromEntries(form))).toEqual([
      { [INTENT_FIELD]: intents.estimateDeposit, id: '5', estimateId: '11' },
      { [INTENT_FIELD]: intents.estimateDuplicate, id: '5', estimateId: '12' },
    ]);
  });

  it('edits an estimate in the builder with its own body, and marks the lead lost with a reason', async () => {
    const { container, posted } = await renderPanel();
    await clickButton(rows(container)[0]!, m.edit);
    const builder = await waitFor(
      () => container.querySelector<HTMLElement>('[data-testid="estimate-builder"]'),
      'the builder',
    );
    expect(builder.textContent).toContain(m.builderTitle('E-0012'));
    expect(field<HTMLTextAreaElement>(builder, m.terms).value).toBe('Net 10.');
    await clickButton(builder, m.cancel);
    await clickButton(container, m.markLost);
    await typeInto(field(container, m.lostReason), 'Went with a cousin');
    const submit = [...container.querySelectorAll('button[type="submit"]')].find(
      (button) => button.textContent === m.markLost,
    ) as HTMLButtonElement;
    await act(async () => submit.click());
    await waitFor(() => posted.length === 1, 'lost posted');
    expect(Object.fromEntries(posted[0]!)).toEqual({
      [INTENT_FIELD]: intents.leadLost,
      id: '5',
      reason: 'Went with a cousin',
    });
  });
});
