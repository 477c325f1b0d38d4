import path from 'node:path';
import { z } from 'zod';
import { limits, serverLimits } from '#app/lib/limits.ts';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:|file:)/, 'must start with postgres://, sqlite: or file:')
    .optional(),
  /** PostgreSQL schema (search_path); lets test runs share one database without colliding. */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case identifier')
    .optional(),
  PUBLIC_ORIGIN: z
    .url()
    .refine(
      (u) => /^https?:\/\/[^/]+$/.test(u.replace(/\/$/, '')),
      'must be an origin like https://example.com',
    )
    .optional(),
  /** Number of reverse-proxy hops in front of the app whose X-Forwarded-For we believe. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Mail outbox tuning (defaults in app/lib/limits.ts `mail`); tests shorten them. */
  MAIL_RETRY_BASE_MS: positiveInt.optional(),
  MAIL_RETRY_MAX_MS: positiveInt.optional(),
  MAIL_POLL_MS: positiveInt.optional(),
  MAIL_LEASE_MS: positiveInt.optional(),
  /** `1` accepts http:// push endpoints (the test push service on loopback); never in production. */
  PUSH_ALLOW_HTTP_ENDPOINTS: z.enum(['0', '1']).default('0'),
  /** How often the automatic review requests are looked for (tests shorten it). */
  REVIEW_SCAN_MS: positiveInt.optional(),
  /** How often estimates are expired and reminders queued (tests shorten it). */
  ESTIMATE_SCAN_MS: positiveInt.optional(),
  /** Customer confirmations in all per hour (issue 19; load and crash tests raise it). */
  MAIL_CONFIRMATIONS_PER_HOUR: positiveInt.default(limits.mail.confirmations.perHour),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: positiveInt.default(serverLimits.session.defaultIdleMinutes),
  SESSION_ABSOLUTE_HOURS: positiveInt.default(serverLimits.session.defaultAbsoluteHours),
  /** Window of the sign-in and setup-link throttles (tests shorten it). */
  LOGIN_THROTTLE_WINDOW_SECONDS: positiveInt.default(
    serverLimits.loginThrottle.defaultWindowSeconds,
  ),
  /** Photo uploads one visitor IP may make per hour (POST /api/uploads and /upload). */
  UPLOAD_RATE_LIMIT_PER_HOUR: positiveInt.default(limits.upload.defaultRateLimitPerHour),
  /** Total size of stored photos (MB); uploads beyond it are refused until some are deleted. */
  UPLOAD_QUOTA_MB: positiveInt.default(limits.upload.defaultQuotaMb),
  /** Seconds allowed for in-flight requests to finish on SIGTERM/SIGINT. */
  SHUTDOWN_GRACE_SECONDS: positiveInt.default(8),
  /**
   * Test only: the booking clock (availability, lead time, horizon) reads this instant, ISO 8601
   * ("2027-03-12T15:00:00Z"), instead of the real time. Refused when NODE_ENV is production.
   */
  BOOKING_CLOCK: z.iso.datetime({ offset: true }).optional(),
  /** Keep rendered public pages in memory (`off` renders every request: debugging, benchmarks). */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  publicOrigin: string;
  dataDir: string;
  isHttps: boolean;
  isProduction: boolean;
}

export class ConfigError extends Error {}

/** Validates the environment once at start; a bad value names its variable in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const got = cleaned[name];
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`,
    );
  }
  const value = parsed.data;
  if (value.BOOKING_CLOCK !== undefined && value.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: BOOKING_CLOCK is for tests only and is refused when NODE_ENV is production',
    );
  }
  // Issue 37: a production server that took push endpoints on loopback or plain http would post
  // the owner's alerts wherever a subscriber pointed it (the local network included).
  if (value.PUSH_ALLOW_HTTP_ENDPOINTS === '1' && value.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: PUSH_ALLOW_HTTP_ENDPOINTS=1 is for tests only and is refused when NODE_ENV is production',
    );
  }
  const publicOrigin = (value.PUBLIC_ORIGIN ?? `http://localhost:${value.PORT}`).replace(/\/$/, '');
  return {
    ...value,
    publicOrigin,
    dataDir: path.resolve(value.DATA_DIR),
    isHttps: publicOrigin.startsWith('https://'),
    isProduction: value.NODE_ENV === 'production',
  };
}
