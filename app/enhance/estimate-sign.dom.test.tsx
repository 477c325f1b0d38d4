// @vitest-environment happy-dom
/**
 * The customer's estimate page as the server renders it (the real component), enhanced: the
 * total follows each tap to the cent of the money module, and the signature pad's rules on
 * "Accept". happy-dom draws nothing, so the pad is a double with signature_pad's API; the
 * drawing itself is the e2e's.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CustomerEstimate,
  type CustomerEstimateProps,
} from '#app/components/sections/customer-estimate.tsx';
import { choiceTotals, formatUsd, type EstimatePricing } from '#app/lib/estimate-money.ts';
import { estimateSignMessages as m } from '#app/lib/messages/estimate-sign.ts';
import { initEstimateSign, type Pad } from './estimate-sign.ts';

const line = (description: string, quantity: number, unitPriceCents: number) => ({
  description,
  quantity,
  unitPriceCents,
});

const pricing: EstimatePricing = {
  options: [
    { title: 'Good', items: [line('Spring', 1, 1000)] },
    { title: 'Better', items: [line('Springs & rollers', 2, 123456), line('Labor', 1.5, 333)] },
    { title: 'Best', items: [line('New door', 1, 389900)] },
  ],
  addOns: [line('Keypad', 1, 8900), line('Weather seal', 1, 4550)],
  taxRatePercent: 7.25,
  depositPercent: 33.33,
};

function props(): CustomerEstimateProps {
  return {
    number: 'E-0042',
    businessName: 'Carolina Family Garage Doors',
    customerName: 'Pat Doe',
    issuedAt: Date.UTC(2026, 11, 6, 15),
    expiresAt: Date.UTC(2027, 0, 5, 15),
    pricing,
    terms: 'Balance due on completion.',
    state: 'open',
    choice: { optionIndex: 0, addOnIndexes: [] },
    totals: choiceTotals(pricing, 0, []),
    version: '1',
    acceptance: null,
    answer: null,
    phone: { display: '(704) 555-0100', href: 'tel:+17045550100' },
  };
}

class FakePad implements Pad {
  strokes: ReturnType<Pad['toData']> = [];
  isEmpty() {
    return this.strokes.length === 0;
  }
  clear() {
    this.strokes = [];
  }
  toDataURL() {
    return 'data:image/png;base64,iVBORw0KGgo=';
  }
  toData() {
    return this.strokes;
  }
  fromData(data: ReturnType<Pad['toData']>) {
    this.strokes = data;
  }
  draw() {
    this.strokes = [{ points: [{ x: 1, y: 2, pressure: 0.5, time: 0 }] } as never];
  }
}

let pad: FakePad;
const q = <E extends Element>(selector: string) => {
  const element = document.querySelector<E>(selector);
  if (!element) throw new Error(`missing ${selector}`);
  return element;
};
const form = () => q<HTMLFormElement>('form[data-estimate-accept]');
const figures = () => ({
  subtotal: q('[data-estimate-subtotal]').textContent,
  tax: q('[data-estimate-tax]').textContent,
  total: q('[data-estimate-total]').textContent,
  deposit: q('[data-estimate-deposit]').textContent,
});
const expected = (option: number, addOns: number[]) => {
  const totals = choiceTotals(pricing, option, addOns);
  return {
    subtotal: formatUsd(totals.subtotalCents),
    tax: formatUsd(totals.taxCents),
    total: formatUsd(totals.totalCents),
    deposit: formatUsd(totals.depositCents),
  };
};
function tap(input: HTMLInputElement) {
  input.click();
}
/** Presses "Accept" the way a browser does: a cancelable submit naming its submitter. */
function accept(): boolean {
  const button = q<HTMLButtonElement>('button[name="intent"][value="accept"]');
  const event = new SubmitEvent('submit', { cancelable: true, bubbles: true, submitter: button });
  return form().dispatchEvent(event);
}

beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(<CustomerEstimate {...props()} />);
  pad = new FakePad();
  initEstimateSign(document, () => pad);
});

describe('the total follows each tap', () => {
  it('options and add-ons, to the cent of the money module, and the recompute button hides', () => {
    expect(figures()).toEqual(expected(0, []));
    tap(q('input[name="option"][value="1"]'));
    expect(figures()).toEqual(expected(1, []));
    tap(q('input[name="addOn"][value="1"]'));
    expect(figures()).toEqual(expected(1, [1]));
    tap(q('input[name="addOn"][value="0"]'));
    expect(figures()).toEqual(expected(1, [0, 1]));
    tap(q('input[name="option"][value="2"]'));
    tap(q('input[name="addOn"][value="1"]'));
    expect(figures()).toEqual(expected(2, [0]));
    // A literal, so a fault shared with the money module shows: $3,899 + $89 = $3,988.00;
    // 7.25 % = 28,913 cents; $4,277.13; 33.33 % = 142,556.7... -> $1,425.57.
    expect(figures()).toEqual({
      subtotal: '$3,988.00',
      tax: '$289.13',
      total: '$4,277.13',
      deposit: '$1,425.57',
    });
    expect(q<HTMLElement>('[data-estimate-update-total]').hidden).toBe(true);
  });
});

describe('the signature pad', () => {
  it('is shown with a Clear button and the typed-name choice, 44 px targets', () => {
    const holder = q<HTMLElement>('[data-signature-pad]');
    expect(holder.hidden).toBe(false);
    expect(holder.querySelector('canvas')).not.toBeNull();
    const clear = [...holder.querySelectorAll('button')].find((b) => b.textContent === m.clear);
    expect(clear?.className).toMatch(/\bmin-h-11\b/);
    expect(clear?.type).toBe('button');
    const typed = holder.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(typed?.closest('label')?.className).toMatch(/\bmin-h-11\b/);
    expect(typed?.closest('label')?.textContent).toBe(m.typeInstead);
  });

  it('refuses an empty pad with a clear message, and sends nothing', () => {
    expect(accept()).toBe(false);
    expect(q('#estimate-pad-error').textContent).toBe(m.emptyPad);
    expect(q<HTMLInputElement>('input[name="signature"]').value).toBe('');
  });

  it('sends the drawing as a PNG data URL', () => {
    pad.draw();
    expect(accept()).toBe(true);
    expect(q<HTMLInputElement>('input[name="signature"]').value).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(q('#estimate-pad-error').textContent).toBe('');
  });

  it('Clear empties the pad, so the next accept is refused', () => {
    pad.draw();
    [...q('[data-signature-pad]').querySelectorAll('button')]
      .find((b) => b.textContent === m.clear)
      ?.click();
    expect(pad.isEmpty()).toBe(true);
    expect(accept()).toBe(false);
  });

  it('"type my name instead" signs with the typed name: no drawing sent, nothing refused', () => {
    pad.draw();
    const typed = q<HTMLInputElement>('[data-signature-pad] input[type="checkbox"]');
    tap(typed);
    expect(q<HTMLCanvasElement>('[data-signature-pad] canvas').hidden).toBe(true);
    expect(accept()).toBe(true);
    expect(q<HTMLInputElement>('input[name="signature"]').value).toBe('');
  });

  it('leaves the no-JavaScript "Update total" and the decline form alone', () => {
    const update = q<HTMLButtonElement>('[data-estimate-update-total]');
    const event = new SubmitEvent('submit', { cancelable: true, bubbles: true, submitter: update });
    expect(form().dispatchEvent(event)).toBe(true);
    expect(q('#estimate-pad-error').textContent).toBe('');
  });
});
