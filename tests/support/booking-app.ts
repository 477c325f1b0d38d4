import { adminCookie } from './admin-session.ts';
import { startServer, type DialectName, type TestServer } from './server.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';

/**
 * The booking tests' clock: Friday 2027-03-12 09:00 EST (BOOKING_CLOCK, refused in production),
 * two days before the spring DST change, so windows on both sides of it are offered.
 */
export const bookingClock = '2027-03-12T14:00:00Z';

export interface BookingApp {
  server: TestServer;
  smtp: TestSmtp;
  /** A signed-in owner's `Cookie` header. */
  cookie: string;
}

/**
 * The built server on a fixed booking clock, with a real SMTP server and a signed-in owner:
 * what every booking test starts from. `env` adds to (or overrides) the booking defaults.
 */
export async function startBookingApp(
  dialect: DialectName,
  env: Record<string, string> = {},
): Promise<BookingApp> {
  const smtp = await startSmtp();
  const server = await startServer({
    dialect,
    env: {
      NODE_ENV: 'test',
      BOOKING_CLOCK: bookingClock,
      SMTP_URL: smtp.url,
      TRUST_PROXY: '1',
      MAIL_POLL_MS: '100',
      MAIL_CONFIRMATIONS_PER_HOUR: '1000',
      ...env,
    },
  });
  return { server, smtp, cookie: await adminCookie(server) };
}

export async function stopBookingApp(app: Partial<BookingApp>): Promise<void> {
  await app.server?.dispose();
  await app.smtp?.close();
}

/** The owner's JSON request as the admin's own pages send it (same origin, session cookie). */
export function ownerFetch(
  server: TestServer,
  cookie: string,
  path: string,
  init: RequestInit = {},
) {
  return fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      cookie,
      Origin: server.url,
      'Sec-Fetch-Site': 'same-origin',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}
