import { limits } from '#app/lib/limits.ts';
import { hitRateLimit, peekRateLimit, resetRateLimit } from '../db/rate-limit.ts';
import type { AppServices } from '../services.ts';

type ThrottleServices = Pick<AppServices, 'db' | 'config'>;

export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

function windowMs(services: ThrottleServices): number {
  return services.config.LOGIN_THROTTLE_WINDOW_SECONDS * 1000;
}

const accountKey = (email: string) => `login:account:${email}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

/**
 * Before any password is checked: counts the attempt against the account (one atomic upsert,
 * so a burst of parallel guesses cannot slip past the limit) and checks the client IP's count
 * of failures. The account key is the address as typed, whether or not such an account exists.
 */
export async function countSignInAttempt(
  services: ThrottleServices,
  email: string,
  ip: string,
): Promise<ThrottleVerdict> {
  const window = windowMs(services);
  const [account, client] = await Promise.all([
    hitRateLimit(services.db, {
      key: accountKey(email),
      limit: limits.auth.attemptsPerAccount,
      windowMs: window,
    }),
    peekRateLimit(services.db, {
      key: ipKey(ip),
      limit: limits.auth.attemptsPerIp,
      windowMs: window,
    }),
  ]);
  return verdict([account, client]);
}

/** A wrong password or code: counts against the client IP (successes never do). */
export async function countSignInFailure(services: ThrottleServices, ip: string): Promise<void> {
  await hitRateLimit(services.db, {
    key: ipKey(ip),
    limit: limits.auth.attemptsPerIp,
    windowMs: windowMs(services),
  });
}

/** A successful sign-in clears the account's counter (the IP's keeps counting). */
export async function clearAccountThrottle(
  services: ThrottleServices,
  email: string,
): Promise<void> {
  await resetRateLimit(services.db, accountKey(email));
}

const setupKey = (ip: string) => `setup:ip:${ip}`;

/** Is this IP still allowed to try /init-admin setup tokens? */
export async function peekSetupThrottle(
  services: ThrottleServices,
  ip: string,
): Promise<ThrottleVerdict> {
  const result = await peekRateLimit(services.db, {
    key: setupKey(ip),
    limit: limits.auth.setupAttemptsPerIp,
    windowMs: windowMs(services),
  });
  return { allowed: result.allowed, retryAfterSeconds: result.retryAfterSeconds };
}

/** Counts a wrong setup token. */
export async function countSetupFailure(services: ThrottleServices, ip: string): Promise<void> {
  await hitRateLimit(services.db, {
    key: setupKey(ip),
    limit: limits.auth.setupAttemptsPerIp,
    windowMs: windowMs(services),
  });
}

function verdict(results: ReadonlyArray<{ allowed: boolean; retryAfterSeconds: number }>) {
  const blocked = results.filter((r) => !r.allowed);
  return {
    allowed: blocked.length === 0,
    retryAfterSeconds: Math.max(0, ...blocked.map((r) => r.retryAfterSeconds)),
  };
}

export function retryAfterMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
