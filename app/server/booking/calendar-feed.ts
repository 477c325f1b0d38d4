/**
 * The owner's private iCalendar feed (Google Calendar, Apple Calendar subscribe to its URL).
 * The random token in the URL is the only key; rotating it makes the old URL answer 404.
 *
 * The token is stored as it is, unlike the customers' manage tokens (kept as hashes): the
 * Schedule shows the feed's URL again whenever the owner asks, so it must be recoverable, and
 * a database reader who could use it already sees every visit it lists.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { BusinessProfile } from '#app/content/schema.ts';
import { DAY_MS } from '#app/lib/durations.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { absoluteUrl, bookingApi } from '#app/lib/urls.ts';
import { readSetting, writeSetting } from '../db/admin-settings.ts';
import { businessMailDefaults } from '../mail/business-defaults.ts';
import { adminLeadUrl, serviceLabel } from '../mail/lead-messages.ts';
import { readMailSettings } from '../mail/mail-settings.ts';
import type { AppServices } from '../services.ts';
import { visitsQuery } from './appointments.ts';
import { writeCalendar } from './ical.ts';
import { ownerEventUid, visitLocation } from './visit-mail.ts';

type FeedServices = Pick<AppServices, 'db' | 'config'>;

export const feedTokenKey = 'calendar_feed_token';

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The feed's URL; the first call makes its token. */
export async function feedUrl(services: FeedServices): Promise<string> {
  let token = await readSetting(services, feedTokenKey);
  if (!token) {
    token = newToken();
    // Two first calls at once: the insert that loses keeps the winner's token.
    await services.db
      .insertInto('admin_settings')
      .values({ setting_key: feedTokenKey, setting_value: token })
      .onConflict((oc) => oc.column('setting_key').doNothing())
      .execute();
    token = (await readSetting(services, feedTokenKey)) ?? token;
  }
  return absoluteUrl(services.config.publicOrigin, bookingApi.feed(token));
}

/** A new token: the old URL stops working at once. Returns the new URL. */
export async function rotateFeedToken(services: FeedServices): Promise<string> {
  const token = newToken();
  await writeSetting(services, feedTokenKey, token);
  return absoluteUrl(services.config.publicOrigin, bookingApi.feed(token));
}

function sameToken(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

const FEED_PAST_MS = 7 * DAY_MS;

/**
 * The feed's body for `token`, or undefined when the token is wrong or rotated. Lists every
 * booked visit from a week ago on (a subscriber keeps the recent past on screen).
 */
export async function feedBody(
  services: FeedServices,
  business: BusinessProfile,
  token: string,
  now = Date.now(),
): Promise<string | undefined> {
  const stored = await readSetting(services, feedTokenKey);
  if (!stored || !sameToken(token, stored)) return undefined;
  const rows = await visitsQuery(services.db)
    .where('a.status', '=', 'booked')
    .where('a.window_end', '>', now - FEED_PAST_MS)
    .orderBy('a.window_start')
    .execute();
  const { businessName } = businessMailDefaults(business);
  const { businessEmail } = await readMailSettings(services.db, business);
  return writeCalendar({
    method: 'PUBLISH',
    name: `${businessName} visits`,
    events: rows.map((row) => ({
      uid: ownerEventUid(row.uid),
      sequence: Number(row.sequence),
      stamp: now,
      start: Number(row.window_start),
      end: Number(row.window_end),
      summary: bookingMessages.ownerEventSummary(row.name, serviceLabel(row.service)),
      description: adminLeadUrl(services.config.publicOrigin, Number(row.lead_id)),
      location: visitLocation(row),
      status: 'CONFIRMED' as const,
      organizer: { name: businessName, email: businessEmail },
    })),
  });
}
