// @vitest-environment happy-dom
/**
 * The picker's refresh while a fetch is on its way (issue 37, visitors item 3): back online, the
 * list was being fetched when the queued booking was delivered, and the picker kept showing the
 * booked window as open (seen once in a fresh-clone CI). A refresh asked for meanwhile fetches
 * once more after it.
 */
import { afterEach, expect, it, vi } from 'vitest';
import type { BookingWindow } from '#app/lib/booking.ts';
import { attachBookingPicker } from './booking-picker.ts';

const MON_8: BookingWindow = {
  start: '2027-03-15T08:00:00-04:00',
  end: '2027-03-15T10:00:00-04:00',
  available: true,
};
const MON_10: BookingWindow = {
  start: '2027-03-15T10:00:00-04:00',
  end: '2027-03-15T12:00:00-04:00',
  available: true,
};

afterEach(() => vi.unstubAllGlobals());

it('fetches again after the fetch in flight when asked meanwhile, and shows the later list', async () => {
  const answers: Array<(windows: BookingWindow[]) => void> = [];
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answers.push((windows) =>
          resolve(Response.json({ timeZone: 'America/New_York', windows })),
        );
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  document.body.innerHTML = '<div id="picker"><div data-booking-windows id="w"></div></div>';
  // Attaching fetches at once (the first, "back online" fetch); the delivery asks again.
  const picker = attachBookingPicker(document.getElementById('picker')!);
  const done = picker.refresh();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  answers[0]!([MON_8, MON_10]);
  await done;
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  answers[1]!([MON_10]);
  const value = (w: BookingWindow) => `input[name="appointment_start"][value="${w.start}"]`;
  await vi.waitFor(() => expect(document.querySelector(value(MON_10))).not.toBeNull());
  expect(document.querySelector(value(MON_8))).toBeNull();
});
