/**
 * The customer's estimate page with JavaScript (issue 39). Without it the page is whole: the
 * server recomputes the total on "Update total" and the typed name is the signature. With it:
 * - the total, tax and deposit follow each tap on an option or add-on, from the page's own
 *   pricing JSON and the money module the server uses, so both agree to the cent;
 * - a drawn signature (signature_pad) is offered; on "Accept" it is sent as a PNG data URL, and
 *   an empty pad is refused here unless the visitor chose to sign with the typed name.
 */
import type SignaturePad from 'signature_pad';
import {
  estimateFormFields as f,
  estimateIntents,
  estimatePricingScriptId,
} from '../lib/estimate-form.ts';
import { choiceTotals, formatUsd, type EstimatePricing } from '../lib/estimate-money.ts';
import { estimateSignMessages as m } from '../lib/messages/estimate-sign.ts';
import type { HookSelector } from './hooks.ts';

/** What the page uses of a signature pad; tests pass a double (happy-dom has no canvas). */
export type Pad = Pick<SignaturePad, 'isEmpty' | 'clear' | 'toDataURL' | 'toData' | 'fromData'>;
export type CreatePad = (canvas: HTMLCanvasElement) => Pad;

/** Tall enough to sign on a phone held upright; wider screens get a wider, not taller, box. */
const PAD_HEIGHT_PX = 180;

export function initEstimateSign(doc: Document, createPad: CreatePad): void {
  const form = doc.querySelector<HTMLFormElement>(
    'form[data-estimate-accept]' satisfies HookSelector,
  );
  if (!form) return;
  const pricing = readPricing(doc);
  if (pricing) followTotals(doc, form, pricing);
  mountPad(doc, form, createPad);
}

function readPricing(doc: Document): EstimatePricing | null {
  const text = doc.getElementById(estimatePricingScriptId)?.textContent;
  if (!text) return null;
  try {
    const pricing = JSON.parse(text) as EstimatePricing;
    return Array.isArray(pricing.options) && Array.isArray(pricing.addOns) ? pricing : null;
  } catch {
    // Without readable pricing the page keeps its server-side "Update total".
    return null;
  }
}

function followTotals(doc: Document, form: HTMLFormElement, pricing: EstimatePricing): void {
  const update = () => {
    // The `checked` property, not a `:checked` selector: happy-dom (the DOM tests) caches
    // that selector's answer across a tap.
    const checked = (name: string) =>
      [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)]
        .filter((input) => input.checked)
        .map((input) => Number(input.value));
    const [option = 0] = checked(f.option);
    const addOns = checked(f.addOn);
    let totals;
    try {
      totals = choiceTotals(pricing, option, addOns);
    } catch {
      // A value the pricing does not know: leave the server's figures, the post will say.
      return;
    }
    const show = (selector: HookSelector, cents: number) => {
      const output = doc.querySelector(selector);
      if (output) output.textContent = formatUsd(cents);
    };
    show('[data-estimate-subtotal]', totals.subtotalCents);
    show('[data-estimate-tax]', totals.taxCents);
    show('[data-estimate-total]', totals.totalCents);
    show('[data-estimate-deposit]', totals.depositCents);
  };
  form.addEventListener('change', (event) => {
    const name = event.target instanceof HTMLInputElement ? event.target.name : '';
    if (name === f.option || name === f.addOn) update();
  });
  // The figures follow the taps: the server's recompute button would only repeat them.
  const updateButton = form.querySelector<HTMLElement>(
    '[data-estimate-update-total]' satisfies HookSelector,
  );
  if (updateButton) updateButton.hidden = true;
  // A choice the browser restored (back, reload) before this script ran.
  update();
}

interface PadParts {
  canvas: HTMLCanvasElement;
  clear: HTMLButtonElement;
  typed: HTMLInputElement;
  error: HTMLParagraphElement;
}

function buildPad(doc: Document, holder: HTMLElement): PadParts {
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) => {
    const node = doc.createElement(tag);
    node.className = className;
    return node;
  };
  const label = el('p', 'font-semibold');
  label.id = 'estimate-pad-label';
  label.textContent = m.padLabel;
  const canvas = el('canvas', 'block w-full touch-none rounded border-2 border-slate-400 bg-white');
  canvas.setAttribute('aria-labelledby', label.id);
  canvas.setAttribute('role', 'img');
  canvas.tabIndex = 0;
  canvas.style.height = `${PAD_HEIGHT_PX}px`;
  const clear = el(
    'button',
    'min-h-11 min-w-11 rounded border border-slate-400 px-4 font-semibold',
  );
  clear.type = 'button';
  clear.textContent = m.clear;
  const typedLabel = el('label', 'flex min-h-11 items-center gap-3');
  const typed = el('input', 'h-5 w-5 shrink-0');
  typed.type = 'checkbox';
  typedLabel.append(typed, doc.createTextNode(m.typeInstead));
  const error = el('p', 'text-sm font-semibold text-red-800');
  error.id = 'estimate-pad-error';
  error.setAttribute('role', 'alert');
  const row = el('div', 'mt-2 flex flex-wrap items-center justify-between gap-3');
  row.append(typedLabel, clear);
  holder.replaceChildren(label, canvas, row, error);
  holder.classList.add('space-y-1');
  return { canvas, clear, typed, error };
}

function mountPad(doc: Document, form: HTMLFormElement, createPad: CreatePad): void {
  const holder = form.querySelector<HTMLElement>('[data-signature-pad]' satisfies HookSelector);
  const signature = form.querySelector<HTMLInputElement>(`input[name="${f.signature}"]`);
  if (!holder || !signature) return;
  const parts = buildPad(doc, holder);
  holder.hidden = false;
  const pad = createPad(parts.canvas);
  const view = doc.defaultView;

  // The canvas's pixels follow its shown size and the screen's density (sharp strokes on a
  // phone); a resize keeps what was drawn. Density is capped at 2 to keep the PNG small.
  const fit = () => {
    const ratio = Math.min(Math.max(view?.devicePixelRatio ?? 1, 1), 2);
    const width = parts.canvas.offsetWidth;
    if (width === 0) return;
    const strokes = pad.toData();
    parts.canvas.width = Math.round(width * ratio);
    parts.canvas.height = Math.round(PAD_HEIGHT_PX * ratio);
    parts.canvas.getContext('2d')?.scale(ratio, ratio);
    pad.clear();
    if (strokes.length > 0) pad.fromData(strokes);
  };
  fit();
  view?.addEventListener('resize', fit);

  const showError = (text: string) => {
    parts.error.textContent = text;
    if (text) parts.canvas.setAttribute('aria-describedby', parts.error.id);
    else parts.canvas.removeAttribute('aria-describedby');
  };
  parts.clear.addEventListener('click', () => {
    pad.clear();
    showError('');
  });
  parts.typed.addEventListener('change', () => {
    parts.canvas.hidden = parts.typed.checked;
    parts.clear.hidden = parts.typed.checked;
    showError('');
  });
  parts.canvas.addEventListener('pointerup', () => showError(''));

  form.addEventListener('submit', (event) => {
    const submitter = event.submitter as HTMLButtonElement | null;
    if (submitter?.name !== f.intent || submitter.value !== estimateIntents.accept) return;
    if (parts.typed.checked) {
      signature.value = '';
    } else if (pad.isEmpty()) {
      event.preventDefault();
      signature.value = '';
      showError(m.emptyPad);
      parts.canvas.focus();
    } else {
      signature.value = pad.toDataURL('image/png');
      showError('');
    }
  });
}
