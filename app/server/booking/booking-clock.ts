import type { AppConfig } from '../config.ts';

/**
 * Now, for booking's rules: the real time, or the instant a test fixed with BOOKING_CLOCK
 * (refused in production by loadConfig), so a test can stand before a DST change or a holiday.
 */
export function bookingNow(config: Pick<AppConfig, 'BOOKING_CLOCK'>): number {
  return config.BOOKING_CLOCK === undefined ? Date.now() : Date.parse(config.BOOKING_CLOCK);
}
