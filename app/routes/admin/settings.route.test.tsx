// @vitest-environment happy-dom
/**
 * The Settings route in the browser's DOM through React Router's `createRoutesStub`: the
 * route's own component and `clientAction`, with the server's loader and action stubbed. What
 * the owner types goes to the action under the right intent; when the server gives no usable
 * answer, the spec's failure toast says what happened and the typed text stays.
 */
import { describe, expect, it } from 'vitest';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { INTENT_FIELD } from '#app/lib/admin-intents.ts';
import { bookingLimits, defaultBookingSettings } from '#app/lib/booking.ts';
import { weekdayField } from '#app/lib/booking-settings-form.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { reviewsMessages } from '#app/lib/messages/reviews.ts';
import { settingsMessages } from '#app/lib/messages/settings.ts';
import { dayNames } from '#app/lib/week.ts';
import { clickButton, field, toastTexts, typeInto, waitFor } from '#tests/support/admin-render.tsx';
import { failingServer, adminRouteStub } from '#tests/support/admin-route-stub.ts';
import * as route from './settings.tsx';

const loaded = {
  settings: {
    businessEmail: 'info@example.com',
    adminEmail: 'owner@example.com',
    retentionMonths: 24,
  },
  reviews: { link: 'https://g.page/r/example/review', autoDays: 3 },
  booking: defaultBookingSettings,
  loadError: null,
};

/** The Settings screen at /admin/settings, its server answering as each test says. */
const renderSettings = adminRouteStub(route, '/admin/settings', {
  loaderData: loaded,
  ready: 'form',
});

const ok = (intent: string, message: string): AdminActionResult => ({ intent, ok: true, message });

describe('Settings route', () => {
  it('saves the typed e-mail under the save intent and shows the answer', async () => {
    const { container, posted } = await renderSettings(() =>
      ok('save', adminMessages.settingsUpdated),
    );
    await typeInto(field(container, 'Business notification e-mail'), 'office@example.com');
    await clickButton(container, settingsMessages.save);
    await waitFor(() => toastTexts().length > 0, 'a toast');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.get(INTENT_FIELD)).toBe('save');
    expect(posted[0]!.get('businessEmail')).toBe('office@example.com');
    expect(posted[0]!.get('adminEmail')).toBe('owner@example.com');
    expect(toastTexts()).toEqual([adminMessages.settingsUpdated]);
  });

  it("a refused save marks the field with the server's message", async () => {
    const { container } = await renderSettings(() => ({
      intent: 'save',
      ok: false,
      message: settingsMessages.invalidBusinessEmail,
      field: 'businessEmail',
    }));
    const business = field(container, 'Business notification e-mail');
    await typeInto(business, 'not an email');
    await clickButton(container, settingsMessages.save);
    await waitFor(() => business.getAttribute('aria-invalid') === 'true', 'the field marked');
    expect(toastTexts()).toEqual([settingsMessages.invalidBusinessEmail]);
    const error = container.ownerDocument.getElementById(`${business.id}-error`);
    expect(error?.textContent).toBe(settingsMessages.invalidBusinessEmail);
    expect(business.value).toBe('not an email');
  });

  // A field over its cap: the schema's refusal names it with its own message, the toast is the
  // intent's; the field says what is wrong with it, as the account form's fields do.
  it("a card's field refused by the schema shows its own message, not the toast", async () => {
    const monday = weekdayField('mon');
    const tooLong = adminMessages.fieldTooLong(bookingLimits.formFieldMax);
    const { container } = await renderSettings(() => ({
      intent: 'booking',
      ok: false,
      message: bookingMessages.settingsSaveFailed,
      field: monday,
      fieldErrors: { [monday]: tooLong },
    }));
    const day = field(container, dayNames[0]!);
    await clickButton(container, bookingMessages.settingsCard.save);
    await waitFor(() => day.getAttribute('aria-invalid') === 'true', 'the field marked');
    expect(toastTexts()).toEqual([bookingMessages.settingsSaveFailed]);
    const error = container.ownerDocument.getElementById(`${day.id}-error`);
    expect(error?.textContent).toBe(tooLong);
  });

  it('the review card posts its own intent and fields', async () => {
    const { container, posted } = await renderSettings(() => ok('reviews', reviewsMessages.saved));
    await typeInto(field(container, reviewsMessages.linkLabel), 'https://g.page/r/new');
    await clickButton(container, reviewsMessages.save);
    await waitFor(() => toastTexts().length > 0, 'a toast');
    expect(posted[0]!.get(INTENT_FIELD)).toBe('reviews');
    expect(posted[0]!.get('reviewLink')).toBe('https://g.page/r/new');
    expect(posted[0]!.get('reviewAutoDays')).toBe('3');
    expect(toastTexts()).toEqual([reviewsMessages.saved]);
  });

  // The spec's toast names the form's action and what happened; the typed text stays.
  it.each([
    ['save', 'Business notification e-mail', settingsMessages.save, 'dropped'],
    ['save', 'Business notification e-mail', settingsMessages.save, 502],
    ['review', reviewsMessages.linkLabel, reviewsMessages.save, 502],
  ] as const)('%s form, the server gives no answer (%s, %s)', async (_, label, button, how) => {
    const { container } = await renderSettings(failingServer(how));
    const typed = field(container, label);
    const text = label === reviewsMessages.linkLabel ? 'https://g.page/r/typed' : 'bus@example.com';
    await typeInto(typed, text);
    await clickButton(container, button);
    await waitFor(() => toastTexts().length > 0, 'a toast');
    const [toast] = toastTexts();
    if (how === 'dropped') {
      expect(toast).toBe(`${adminMessages.updateSettingsFailed}. ${adminMessages.failedNoAnswer}`);
    } else {
      expect(toast).toContain(adminMessages.updateSettingsFailed);
      expect(toast).toContain(adminMessages.failedServerError(how));
      // A proxy's error page is the server's trouble: no word of the owner's connection.
      expect(toast).not.toMatch(/offline|connection/i);
    }
    expect(typed.value).toBe(text);
  });
});
