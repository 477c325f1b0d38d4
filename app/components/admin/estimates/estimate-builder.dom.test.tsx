// @vitest-environment happy-dom
/**
 * The estimate builder (issue 39) in the browser's DOM: lines from the price book in one pick,
 * totals that follow each keystroke (estimate-money.ts), the API's schema refusing a bad line
 * before anything is posted, and the body posted under the lead card's save intent.
 */
import { act } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ActionFunctionArgs } from 'react-router';
import { INTENT_FIELD } from '#app/lib/admin-intents.ts';
import { submissionsScreen } from '#app/components/admin/submissions/submissions-intents.ts';
import { defaultEstimateSettings } from '#app/lib/estimate-settings.ts';
import { estimateMessages } from '#app/lib/messages/estimates.ts';
import { estimateAdminMessages as m } from '#app/lib/messages/estimate-admin.ts';
import type { PriceBookItem } from '#app/lib/price-book-rules.ts';
import { clickButton, renderAdmin, typeInto, waitFor } from '#tests/support/admin-render.tsx';
import { newDraft } from './builder-draft.ts';
import { EstimateBuilder, type EstimateSaveResult } from './estimate-builder.tsx';

const priceBook: PriceBookItem[] = [
  { id: 1, description: 'Torsion springs, pair, installed', unitPriceCents: 24_500 },
  { id: 2, description: 'Nylon rollers, set of 10', unitPriceCents: 9_500 },
  { id: 3, description: 'Belt-drive opener, installed', unitPriceCents: 52_500 },
  { id: 4, description: 'Labor, per hour', unitPriceCents: 12_500 },
];

async function renderBuilder(answer: (form: FormData) => EstimateSaveResult) {
  const posted: FormData[] = [];
  const saved: unknown[] = [];
  const rendered = await renderAdmin(
    <EstimateBuilder
      leadId={42}
      estimateId={null}
      number={null}
      priceBook={priceBook}
      initial={newDraft(defaultEstimateSettings)}
      onDone={(result) => saved.push(result)}
    />,
    {
      action: async ({ request }: ActionFunctionArgs) => {
        const form = await request.formData();
        posted.push(form);
        return answer(form);
      },
    },
  );
  onTestFinished(() => rendered.unmount());
  return { ...rendered, posted, saved };
}

/** The `n`th control labelled `label` inside `scope` (lines repeat their labels). */
function control<E extends HTMLElement = HTMLInputElement>(
  scope: Element,
  label: string,
  n = 0,
): E {
  const labels = [...scope.querySelectorAll('label')].filter(
    (element) => element.textContent?.replace(/\s*\*$/, '').trim() === label,
  );
  const found = labels[n] ? scope.ownerDocument.getElementById(labels[n].htmlFor) : null;
  if (!found) throw new Error(`no control ${label} #${n}`);
  return found as E;
}

async function pick(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const options = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('[data-testid="estimate-option"]'),
];
const totalText = (option: HTMLElement) =>
  option.querySelector('[data-testid="option-total"]')?.textContent ?? '';

describe('the estimate builder', () => {
  it('builds good / better / best from the price book, totals live, and posts the body', async () => {
    const { container, posted, saved } = await renderBuilder(() => ({
      intent: submissionsScreen.intents.estimateSave,
      ok: true,
      message: m.saved('E-0007'),
      estimateId: 7,
      number: 'E-0007',
    }));
    await pick(control<HTMLSelectElement>(options(container)[0]!, m.addFromBook), '1');
    expect(totalText(options(container)[0]!)).toContain('Total $245.00');
    await clickButton(container, m.addOption);
    await clickButton(container, m.addOption);
    expect(options(container)).toHaveLength(3);
    expect(container.textContent).not.toContain(m.addOption);
    const [good, better, best] = options(container);
    await pick(control<HTMLSelectElement>(better!, m.addFromBook), '1');
    await pick(control<HTMLSelectElement>(better!, m.addFromBook), '2');
    await pick(control<HTMLSelectElement>(best!, m.addFromBook), '1');
    await pick(control<HTMLSelectElement>(best!, m.addFromBook), '2');
    await pick(control<HTMLSelectElement>(best!, m.addFromBook), '3');
    // 1.5 hours of labor at $125.00, typed over the book's price.
    await pick(control<HTMLSelectElement>(best!, m.addFromBook), '4');
    await typeInto(control(best!, m.quantity, 3), '1.5');
    await typeInto(control(best!, m.price, 3), '125');
    expect(control(good!, m.optionTitle.replace(/^/, 'Option 1: ')).value).toBe('Good');
    expect(control(best!, 'Option 3: Option title').value).toBe('Best');
    // Tax once on each option's subtotal, rounded half up: 7.25 % of $1,052.50 = $76.30625.
    await typeInto(control(container, m.taxRate), '7.25');
    await typeInto(control(container, m.depositPercent), '10');
    expect(totalText(best!)).toContain('Subtotal $1,052.50');
    expect(totalText(best!)).toContain('Tax $76.31');
    expect(totalText(best!)).toContain('Total $1,128.81');
    expect(totalText(best!)).toContain('Deposit $112.88');
    expect(totalText(better!)).toContain('Total $364.65');
    // An add-on the customer may tick, typed by hand.
    const addLine = [...container.querySelectorAll('button')].filter(
      (button) => button.textContent === m.addFreeLine,
    );
    await act(async () => addLine.at(-1)!.click());
    const addOnLines = [...container.querySelectorAll('[data-testid="estimate-line"]')].at(-1)!;
    await typeInto(control(addOnLines, m.description), 'Keypad');
    await typeInto(control(addOnLines, m.price), '49.95');
    await clickButton(container, m.saveDraft);
    await waitFor(() => saved.length > 0, 'the builder closed on save');
    expect(saved).toEqual([{ estimateId: 7, number: 'E-0007' }]);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.get(INTENT_FIELD)).toBe('estimate-save');
    expect(posted[0]!.get('id')).toBe('42');
    expect(posted[0]!.get('estimateId')).toBe('');
    const body = JSON.parse(String(posted[0]!.get('body'))) as Record<string, unknown>;
    expect(body).toEqual({
      options: [
        {
          title: 'Good',
          items: [{ description: priceBook[0]!.description, quantity: 1, unitPriceCents: 24_500 }],
        },
        {
          title: 'Better',
          items: [
            { description: priceBook[0]!.description, quantity: 1, unitPriceCents: 24_500 },
            { description: priceBook[1]!.description, quantity: 1, unitPriceCents: 9_500 },
          ],
        },
        {
          title: 'Best',
          items: [
            { description: priceBook[0]!.description, quantity: 1, unitPriceCents: 24_500 },
            { description: priceBook[1]!.description, quantity: 1, unitPriceCents: 9_500 },
            { description: priceBook[2]!.description, quantity: 1, unitPriceCents: 52_500 },
            { description: priceBook[3]!.description, quantity: 1.5, unitPriceCents: 12_500 },
          ],
        },
      ],
      addOns: [{ description: 'Keypad', quantity: 1, unitPriceCents: 4_995 }],
      taxRatePercent: 7.25,
      depositPercent: 10,
      expiresInDays: 30,
      terms: defaultEstimateSettings.defaultTerms,
    });
  });

  it("refuses a bad line with the API schema's messages, on its fields, and posts nothing", async () => {
    const { container, posted } = await renderBuilder(() => {
      throw new Error('nothing should be posted');
    });
    await clickButton(options(container)[0]!, m.addFreeLine);
    const line = container.querySelector('[data-testid="estimate-line"]')!;
    await typeInto(control(line, m.price), '12.345');
    await typeInto(control(line, m.quantity), '0');
    await clickButton(container, m.saveDraft);
    await waitFor(() => container.querySelector('[role="alert"]'), 'the refusal');
    expect(control(line, m.description).getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain(estimateMessages.description);
    expect(container.textContent).toContain(estimateMessages.quantity);
    expect(container.textContent).toContain(estimateMessages.price);
    expect(posted).toHaveLength(0);
  });

  it("marks the fields the server refused, by the contract's dotted paths", async () => {
    const { container, posted } = await renderBuilder(() => ({
      intent: submissionsScreen.intents.estimateSave,
      ok: false,
      message: estimateMessages.invalid,
      fieldErrors: { 'options.0.items.0.unitPriceCents': estimateMessages.price },
    }));
    await pick(control<HTMLSelectElement>(options(container)[0]!, m.addFromBook), '2');
    await clickButton(container, m.saveDraft);
    await waitFor(
      () => posted.length > 0 && container.querySelector('[aria-invalid="true"]'),
      'marked',
    );
    expect(control(container, m.price).getAttribute('aria-invalid')).toBe('true');
    expect(control(container, m.price).value).toBe('95.00');
  });
});
