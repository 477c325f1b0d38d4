// @vitest-environment happy-dom
/**
 * The Settings route's price book and estimate settings (issue 39) in the browser's DOM: each
 * item's form posts its own intent and id, a refused price marks that item's price field, a new
 * item's form empties once added.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { INTENT_FIELD } from '#app/lib/admin-intents.ts';
import { settingsScreen } from '#app/components/admin/settings/settings-intents.ts';
import { defaultBookingSettings } from '#app/lib/booking.ts';
import { defaultEstimateSettings } from '#app/lib/estimate-settings.ts';
import { estimateSettingsMessages, priceBookMessages as m } from '#app/lib/messages/price-book.ts';
import { clickButton, field, toastTexts, typeInto, waitFor } from '#tests/support/admin-render.tsx';
import { adminRouteStub } from '#tests/support/admin-route-stub.ts';
import * as route from './settings.tsx';

const { intents } = settingsScreen;

const loaded = {
  settings: {
    businessEmail: 'info@example.com',
    adminEmail: 'owner@example.com',
    retentionMonths: 24,
  },
  reviews: { link: null, autoDays: 3 },
  booking: defaultBookingSettings,
  priceBook: [
    { id: 4, description: 'Torsion springs, pair, installed', unitPriceCents: 24_500 },
    { id: 9, description: 'Labor, per hour', unitPriceCents: 12_500 },
  ],
  estimates: defaultEstimateSettings,
  loadError: null,
};

const renderSettings = adminRouteStub(route, '/admin/settings', {
  loaderData: loaded,
  ready: 'form',
});

const itemForm = (container: HTMLElement, id: string) => {
  const form = container.querySelector<HTMLFormElement>(`form[data-price-book-item="${id}"]`);
  if (!form) throw new Error(`no price book form ${id}`);
  return form;
};

describe('Settings route: the price book', () => {
  it('shows each item with its price in dollars, editable', async () => {
    const { container } = await renderSettings(() => ({ intent: '', ok: true, message: '' }));
    const springs = itemForm(container, '4');
    expect(field(springs, m.descriptionLabel).value).toBe('Torsion springs, pair, installed');
    expect(field(springs, m.priceLabel).value).toBe('245.00');
    expect(field(itemForm(container, '9'), m.priceLabel).value).toBe('125.00');
  });

  it("saves an item under its own intent and id, and a refusal marks that item's price", async () => {
    const { container, posted } = await renderSettings((): AdminActionResult => ({
      intent: intents.priceSave,
      ok: false,
      message: m.price,
      field: 'price',
      fieldErrors: { price: m.price },
    }));
    const labor = itemForm(container, '9');
    await typeInto(field(labor, m.priceLabel), '12o');
    await clickButton(labor, m.save);
    await waitFor(() => toastTexts().length > 0, 'a toast');
    expect(posted[0]!.get(INTENT_FIELD)).toBe(intents.priceSave);
    expect(posted[0]!.get('id')).toBe('9');
    expect(posted[0]!.get('price')).toBe('12o');
    expect(posted[0]!.get('description')).toBe('Labor, per hour');
    await waitFor(
      () => field(labor, m.priceLabel).getAttribute('aria-invalid') === 'true',
      'marked',
    );
    expect(field(itemForm(container, '4'), m.priceLabel).getAttribute('aria-invalid')).toBeNull();
    expect(field(labor, m.priceLabel).value).toBe('12o');
    expect(toastTexts()).toEqual([m.price]);
  });

  it('adds a new item and empties the new item form', async () => {
    const { container, posted } = await renderSettings(() => ({
      intent: intents.priceAdd,
      ok: true,
      message: m.added,
    }));
    const form = itemForm(container, 'new');
    await typeInto(field(form, m.descriptionLabel), 'Keypad');
    await typeInto(field(form, m.priceLabel), '49.95');
    await clickButton(form, m.add);
    await waitFor(() => toastTexts().length > 0, 'a toast');
    expect(posted[0]!.get(INTENT_FIELD)).toBe(intents.priceAdd);
    expect(posted[0]!.get('description')).toBe('Keypad');
    expect(posted[0]!.get('price')).toBe('49.95');
    await waitFor(() => field(form, m.descriptionLabel).value === '', 'the form emptied');
  });

  it('removes an item under its own intent and id', async () => {
    const { container, posted } = await renderSettings(() => ({
      intent: intents.priceRemove,
      ok: true,
      message: m.removed,
    }));
    const remove = container.querySelector<HTMLButtonElement>(
      `button[aria-label="${m.remove} Labor, per hour"]`,
    );
    await act(async () => remove?.click());
    await waitFor(() => toastTexts().length > 0, 'a toast');
    expect(posted[0]!.get(INTENT_FIELD)).toBe(intents.priceRemove);
    expect(posted[0]!.get('id')).toBe('9');
    expect(toastTexts()).toEqual([m.removed]);
  });

  it('saves the estimate settings under their intent', async () => {
    const { container, posted } = await renderSettings(() => ({
      intent: intents.estimates,
      ok: true,
      message: estimateSettingsMessages.saved,
    }));
    await typeInto(field(container, estimateSettingsMessages.remindLabel), '5');
    await clickButton(container, estimateSettingsMessages.save);
    await waitFor(() => toastTexts().length > 0, 'a toast');
    expect(posted[0]!.get(INTENT_FIELD)).toBe(intents.estimates);
    expect(posted[0]!.get('remindAfterDays')).toBe('5');
    expect(posted[0]!.get('defaultTerms')).toBe(defaultEstimateSettings.defaultTerms);
  });
});
