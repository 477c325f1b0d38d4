// @vitest-environment happy-dom
/**
 * The Settings screen's first render (issue 28): its fields are plain elements drawn as
 * Mantine's (plain-input.tsx), except the two password fields (Mantine's PasswordInput, with
 * its visibility toggle). Rendered as the route renders it, in the browser's DOM.
 */
import { Stack } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultBookingSettings } from '#app/lib/booking.ts';
import { countMantine, renderAdmin, type Rendered } from '#tests/support/admin-render.tsx';
import { BookingSettingsCard } from '../schedule/booking-settings-card.tsx';
import { ReviewSettingsCard } from './review-settings-card.tsx';
import { SettingsView } from './settings-view.tsx';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

/** The Settings route's screen (app/routes/admin/settings.tsx) with a loaded owner. */
function SettingsScreen() {
  return (
    <Stack gap="lg">
      <SettingsView
        settings={{
          businessEmail: 'info@example.com',
          adminEmail: 'owner@example.com',
          retentionMonths: 24,
        }}
        loadError={null}
      />
      <ReviewSettingsCard link="https://g.page/r/example/review" autoDays={3} />
      <BookingSettingsCard settings={defaultBookingSettings} />
    </Stack>
  );
}

describe('Settings: first render', () => {
  it('builds no Mantine field but the two password fields', async () => {
    rendered = await renderAdmin(<SettingsScreen />);
    const count = countMantine(rendered.container);
    expect(count.fields).toEqual({ PasswordInput: 2 });
    // Every field is still there, labelled as before: 2 e-mails, 2 passwords, retention,
    // the review link and delay, 7 weekdays and 3 booking numbers.
    const controls = rendered.container.querySelectorAll('input:not([type="hidden"]), select');
    expect(controls).toHaveLength(17);
    const labelled = new Set(
      [...rendered.container.querySelectorAll('label')].map((label) => label.htmlFor),
    );
    for (const control of controls) expect(labelled.has(control.id), control.outerHTML).toBe(true);
  });
});
