import { DAY_MS, HOUR_MS, MINUTE_MS } from './durations.ts';

/** Every number the spec fixes (site-spec.md section 9), defined once. */
export const limits = {
  lead: {
    fieldCaps: { name: 100, email: 254, phone: 20, address: 500, message: 2000, location: 100 },
    /** A second submission from the same browser within this window is refused. */
    cooldownMs: 60_000,
    /** Request bodies above this are refused before parsing. */
    maxBodyBytes: 64 * 1024,
    /** Per-IP limit on accepted leads, on top of the per-browser cooldown. */
    perIp: { max: 5, windowMs: 10 * MINUTE_MS },
    /** A form sent sooner than this after it was rendered is treated as a bot (status spam). */
    minFillMs: 3_000,
    /** Attribution values (pages, referrer, UTM, gclid) and the user agent are capped at this. */
    attributionCap: 500,
    /** Idempotency keys longer than this are refused. */
    idempotencyKeyMax: 200,
    /** A phone number has at least this many digits (a local number without area code). */
    phoneMinDigits: 7,
    /** `POST /api/leads` unanswered this long counts as unsent (the offline queue keeps it). */
    sendTimeoutMs: 20_000,
    /**
     * A submit this soon after the form said thank you (or "saved on this device") is the
     * second tap of a double tap, and is ignored: it would send the fresh, empty form.
     */
    repeatSubmitMs: 1_500,
  },
  mail: {
    /** First retry delay; each further failure doubles it, up to `retryMaxMs`. */
    retryBaseMs: 10_000,
    retryMaxMs: HOUR_MS,
    /** After this many failed attempts a message is parked as `dead` for the owner to see. */
    maxAttempts: 30,
    /** A claimed message whose sender vanished (crash) is retried after this lease. */
    leaseMs: 2 * MINUTE_MS,
    pollMs: 1_000,
    /**
     * A send's result may wait this long to share a commit with others (group commit): the
     * window in which a crash makes the outbox send that message again grows by this much.
     */
    resultCommitWaitMs: 10,
    /**
     * Customer confirmations go to an address anyone can type (issue 19): at most this many per
     * address a day, and this many in all an hour (far above a family business's leads). Over
     * either, the lead is stored and the owner notified; only the confirmation is left out.
     */
    confirmations: { perRecipientPerDay: 2, perHour: 100 },
  },
  upload: {
    maxFileBytes: 10 * 1024 * 1024,
    attempts: 3,
    /** Backoff between attempts: this times the attempt number. */
    backoffMs: 400,
    listLimit: 1000,
    /** Decoded pixels above this are refused before decoding (decompression bombs). */
    maxInputPixels: 40_000_000,
    /** Stored copies are scaled down to this long edge. */
    maxLongEdge: 2560,
    /** Images decoded at once per process (the machine's cores; bounds memory under a burst). */
    concurrentDecodes: 2,
    /**
     * Uploads received and processed at once (issue 19): each holds up to `maxFileBytes` until
     * decoded, so these bound the memory of a burst (4 x 10 MB). Further uploads wait unread
     * (up to `queue...` of them, at most `waitMs`); beyond that: 503 + Retry-After.
     */
    inFlight: {
      perAddress: 2,
      total: 4,
      queuePerAddress: 20,
      queueTotal: 40,
      waitMs: 30_000,
    },
    /** Retry-After (seconds) of that 503. */
    busyRetryAfterSeconds: 5,
    /** The only widths `/uploads/<name>?w=` answers: a fixed set, so variants stay few. */
    variantWidths: [320, 640, 960, 1280, 1920],
    /** Defaults of the env settings UPLOAD_RATE_LIMIT_PER_HOUR and UPLOAD_QUOTA_MB. */
    defaultRateLimitPerHour: 60,
    defaultQuotaMb: 2048,
  },
  /** Photos sent with a quote request (issue 18; not in the spec). 10 MB each as uploads. */
  leadPhotos: {
    maxPerLead: 5,
    /** Photos one address may send per hour (each photo is decoded: CPU and memory). */
    perIpPerHour: 60,
    /** A photo sent ahead that no lead claimed within this is deleted. */
    unattachedMaxAgeMs: DAY_MS,
    /** How often the unclaimed photos are looked for (and once shortly after start). */
    purgeEveryMs: HOUR_MS,
    /** Long edge of the lead card's thumbnail. */
    thumbEdge: 320,
    /**
     * A photo waiting on the device with an offline quote is scaled down first when its long
     * edge is over this or its file over `queueScaleAboveBytes` (IndexedDB space, a slow signal
     * later), re-encoded as JPEG at `queueJpegQuality`.
     */
    queueEdge: 2048,
    queueScaleAboveBytes: 1.5 * 1024 * 1024,
    queueJpegQuality: 0.85,
    /**
     * Quote forms with photos posted without JavaScript (issue 27) received at once, per address
     * and in all. Their photos stream to disk, not memory (decoding is bounded by
     * `upload.concurrentDecodes`), so these bound the temporary disk (20 x 60 MB) and the
     * connections; a body on a slow signal holds its place for minutes, hence the longer wait.
     */
    formInFlight: {
      perAddress: 2,
      total: 20,
      queuePerAddress: 5,
      queueTotal: 40,
      waitMs: 60_000,
    },
    /**
     * Those forms whose photos are checked at once (a form's photos one after another, within
     * `upload.concurrentDecodes`): a 9.9 MB photo of pixels takes about 100 MB to decode and
     * re-encode, so a burst of such forms keeps one decode for the uploads and the photos sent
     * ahead, and the first forms of a burst are answered first (issue 37).
     */
    formConcurrentDecodes: 1,
    /** A photo's `POST /api/lead-photos` (10 MB on a slow signal) gets this long, then is retried. */
    uploadTimeoutMs: 120_000,
  },
  /** The owner's dashboard (issue 6; not in the spec). */
  admin: {
    /**
     * Lead cards the inbox renders on the server, and each "Show more" adds (issue 28: the first
     * screen's blocking time on a phone does not grow with the inbox). At most 50.
     */
    pageSize: 20,
    /** A new lead older than this is flagged stale. */
    staleAfterMs: DAY_MS,
    /** Weeks in the leads-per-week chart. */
    chartWeeks: 12,
    noteMax: 2000,
    /** A note's box shows its count from this length on (issue 37: near the limit). */
    noteCountFrom: 1800,
    /** Search text beyond this is cut. */
    searchMax: 100,
    /** Retention choices (months); 0 keeps every lead (the default). */
    retentionMonthsMax: 120,
    /** The retention job runs this often (and once shortly after start). */
    retentionEveryMs: DAY_MS,
    auditPageSize: 100,
    /** Size of the HTML template editor's content. */
    templateMax: 100_000,
    /** An image placeholder's key (`hero-home`, `gallery-12`): longer is refused. */
    placeholderKeyMax: 100,
    /** An uploaded image's stored path or name, as the Images screen posts it back. */
    objectPathMax: 512,
    /** Any other short admin form field (a status, a choice): checked after this cap. */
    fieldMax: 256,
    /** The Site editor saves the draft this long after the last keystroke (issue 15). */
    siteAutosaveMs: 2000,
    /** …and keeps unsent edits on the device this long after it (a closed tab loses nothing). */
    siteLocalSaveMs: 300,
  },
  password: { min: 8, max: 128 },
  /** Admin sign-in (issue 5; not in the spec, chosen per OWASP guidance). */
  auth: {
    /**
     * Sign-in attempts from browsers without the account's device cookie that pass without a
     * wait, per e-mail address (issue 19: a growing delay after them, never a lock).
     */
    attemptsPerAccount: 5,
    /** Sign-in attempts per client IP that pass without a wait (any e-mail, any browser). */
    attemptsPerIp: 20,
    /**
     * An account's attempts from unknown browsers within a window that make it "under attack":
     * one past the free ones, that is a wrong password even after a wait. The owner is told
     * (audit log, e-mail) once per window; if it was them, the e-mail says so.
     */
    alertAfterAttempts: 6,
    /** Wrong passwords or codes from one signed browser (or session) before its own waits. */
    attemptsPerDevice: 5,
    /**
     * After the free attempts, the first wait; each further attempt doubles it, up to the max
     * (5 s, 10 s, 20 s ... 5 min). Seconds, not a lock: the owner in a new browser is slowed,
     * never shut out for the window.
     */
    backoffFirstMs: 5000,
    backoffMaxMs: 5 * MINUTE_MS,
    /**
     * Lifetime of the "account under attack" e-mail's one-time link (issue 27). Longer than the
     * default throttle window (15 min), after which a continuing attack sends a new e-mail and
     * link: during an attack the owner always holds a live one.
     */
    signInLinkTtlMs: 30 * MINUTE_MS,
    /** Lifetime of the signed cookie that marks a browser the owner has signed in with. */
    deviceCookieDays: 180,
    /**
     * Least zxcvbn score (0-4) of a new admin password: 3 means about 10^10 guesses, which keeps
     * an argon2id hash out of reach for a long time even if a backup leaks (issue 19).
     */
    passwordMinScore: 3,
    /** Wrong /init-admin setup tokens per client IP within the window. */
    setupAttemptsPerIp: 5,
    setupTokenTtlMs: DAY_MS,
    /** Time between a right password and its second-factor code. */
    mfaChallengeTtlMs: 5 * MINUTE_MS,
    recoveryCodes: 10,
    /** TOTP codes one step (30 s) either side of now are accepted, for clock drift. */
    totpWindow: 1,
    /** A session's last-seen time is written at most this often. */
    sessionTouchMs: MINUTE_MS,
    /** Sign-in form input beyond this is refused unread (argon2 of megabytes is a DoS). */
    maxInputChars: 1024,
  },
  email: { max: 254 },
  /** Unexpected errors in the log (issue 19): one line per distinct error per window, capped. */
  log: { windowMs: 60_000, errorsPerWindow: 20 },
  header: { hideAfterPx: 100 },
  hero: { minHeightVh: 60 },
  /** First-party measurement (issue 16): counts per day, page, source, event and device only. */
  insights: {
    /** `POST /api/events` bodies above this are refused (413) unread. */
    maxBodyBytes: 1024,
    /** Events one client address may add per minute, per instance; more are refused (429). */
    perClientPerMinute: 60,
    /** Counts wait in memory at most this long before one batched write (and on shutdown). */
    flushMs: 2_000,
    /** The report's periods (days); the API accepts 1 to `maxDays`. */
    periods: [7, 30, 90],
    maxDays: 400,
    /**
     * Sources (issue 27: invented ones flooded the report). A utm_source or referring host is
     * kept only if it looks like one (`[a-z0-9._-]`, up to `nameMax`), else counted as "other";
     * a day adds at most `newPerDay` sources not seen in the `knownDays` before (the rest:
     * "other"; per instance); the report and its CSV list the `reportTop` best plus "other".
     * Past that allowance (a flood spent it), a new source still gets its name once
     * `namedAfterVisitors` different visitors (client addresses) came from it, up to
     * `recurringPerDay` more (issue 37: the owner's real new source read "other" after a flood);
     * `candidatesMax` such sources are watched at once.
     */
    sources: {
      nameMax: 40,
      newPerDay: 50,
      knownDays: 90,
      knownMax: 1000,
      reportTop: 25,
      namedAfterVisitors: 3,
      recurringPerDay: 20,
      candidatesMax: 2000,
    },
    /** Distinct rows held in memory at most between flushes (memory stays flat). */
    maxPendingKeys: 10_000,
  },
  pwa: {
    /** A page slower than this on a weak signal is answered from the cached copy. */
    pageNetworkTimeoutSeconds: 4,
    pageCacheMaxEntries: 40,
    pageCacheMaxAgeSeconds: 7 * 24 * 60 * 60,
    uploadCacheMaxEntries: 60,
    uploadCacheMaxAgeSeconds: 30 * 24 * 60 * 60,
    /** Larger uploaded images are shown but not kept for offline use. */
    uploadCacheMaxBytes: 2 * 1024 * 1024,
    /**
     * Hashed build files kept by the worker (the admin's chunks and styles): all of them are
     * kept when the admin opens (issue 37), about 175 files in session 37's build, and an
     * update brings as many new names before the old ones age out.
     */
    assetCacheMaxEntries: 400,
    /** The admin's files the worker fetches at once when keeping them all. */
    adminFileFetches: 4,
  },
  push: {
    /** How long the push service keeps an undelivered alert: urgent ones are useless later. */
    urgentTtlSeconds: 10 * 60,
    normalTtlSeconds: 24 * 60 * 60,
    /** Alerts handed to push services at once, beside the mail transport's own lanes. */
    concurrency: 4,
    /** A push service slower than this is treated as a failed attempt (retried). */
    requestTimeoutMs: 10_000,
    /** The town shown in an alert is cut to this (it crosses a third party). */
    townMax: 60,
    /** Subscriptions one admin may hold (devices). */
    maxPerUser: 20,
    /** `/api/admin/push/*` bodies above this are refused unread (an endpoint is at most 2,000). */
    maxBodyBytes: 4096,
    /**
     * How long "Alert me on this phone" (or another step of the card) waits for the browser's
     * push service and the server before it says it could not (issue 27: it spun forever).
     */
    deviceStepTimeoutMs: 20_000,
  },
  reviews: {
    /** "Ask automatically N days after closing": 0 (off) up to this. */
    autoDaysMax: 365,
    /** How often each instance looks for closed leads due a request, and how many at once. */
    autoScanMs: 5 * MINUTE_MS,
    autoBatch: 50,
    linkMax: 500,
  },
  estimates: {
    /** The follow-up reminder: N days after sending (owner setting), 0 (off) up to this. */
    reminderDaysMax: 60,
    reminderDaysDefault: 3,
    /** How often each instance expires estimates and looks for reminders due, and how many. */
    scanMs: 10 * MINUTE_MS,
    reminderBatch: 50,
  },
  leadQueue: {
    /** First retry after a 429/5xx/network failure; doubles on each failure, up to the max. */
    retryBaseMs: 2_000,
    retryMaxMs: 5 * MINUTE_MS,
    /** The "sent" notice stays this long after the queue empties. */
    sentNoticeMs: 8_000,
  },
} as const;

/**
 * A drawn signature posted from the estimate page as a PNG data URL: a phone-sized pad is 10-60
 * KB; more is not a signature.
 */
const estimateSignaturePngMax = 300_000;

/**
 * Numbers only the server uses, in their own export so the browser bundles (which import
 * `limits`) leave them out.
 */
export const serverLimits = {
  /** Admin sessions: defaults of SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS (app/server/config.ts). */
  session: { defaultIdleMinutes: 120, defaultAbsoluteHours: 24 },
  /** Default of LOGIN_THROTTLE_WINDOW_SECONDS: the sign-in and setup-link throttle window. */
  loginThrottle: { defaultWindowSeconds: 900 },
  /**
   * The longest fixed window any `rate_limits` counter uses (confirmations per recipient: a
   * day). Rows older than this (or than the sign-in throttle's window, if an operator set it
   * longer) count nothing any more: the retention worker deletes them.
   */
  rateLimits: { longestWindowMs: DAY_MS },
  /**
   * The audit log's bounds (issue 37: a flood of failed sign-ins from forged addresses wrote rows
   * that were never deleted). The retention worker deletes entries older than a year, and the
   * oldest beyond the newest 20,000 (about 6 MB; a year of an owner's own sign-ins is a few
   * hundred), whatever the retention setting.
   */
  auditLog: { maxAgeMs: 365 * DAY_MS, maxRows: 20_000 },
  /** The host's in-memory cache of rendered public pages (server/page-cache/page-cache.ts). */
  pageCache: {
    ttlMs: 10 * MINUTE_MS,
    maxEntries: 500,
    maxBytes: 64 * 1024 * 1024,
    /** Larger pages are rendered per request, never stored. */
    maxPageBytes: 2 * 1024 * 1024,
    /** How often an instance reads the generation token other instances bump. */
    generationPollMs: 1000,
  },
  /**
   * Periodic jobs (app/server/periodic-job.ts): the first run comes this long after start, so
   * a restart never skips a day for long and start-up stays light.
   */
  jobs: { firstRunAfterMs: 60_000, authMaintenanceEveryMs: HOUR_MS },
  /**
   * The PostgreSQL pool's two waits (app/server/db/open.ts). A database that takes no new
   * connection within `connectTimeoutMs` is away: the request gets its 503 at once (the
   * outage fault tests). A database that is up but has all the pool's connections at work
   * (a burst) serves the waiting requests in turn: on a loaded machine a lead's transaction
   * holds its connection for seconds, and one wait of 3 s for both turned a burst's last leads
   * away with 503 while the database was fine. `poolWaitMs` is half the quote form's wait for
   * an answer (`lead.sendTimeoutMs`): a lead that waited this long for a connection still has
   * the other half for its own transaction before the form stops listening (and keeps the lead
   * to send again with its key).
   */
  postgres: { connectTimeoutMs: 3_000, poolWaitMs: limits.lead.sendTimeoutMs / 2 },
  /**
   * The lingering close (server/http/lingering-close.ts): a connection the host closes while its
   * request's body is still arriving (an oversized form refused with 413 on `Connection: close`)
   * gets the answer and a FIN, and what the client still sends is read and thrown away, so the
   * client's kernel never gets a reset that would wipe the answer before it is read. The socket
   * goes when the client closes, or when it sends nothing for `idleMs`, has lingered `maxMs` in
   * all, or sent `maxBytes`: nginx's lingering_timeout (5 s) and lingering_time (30 s), and
   * @hono/node-server's drain cap (64 MB, which it reads within 500 ms then cuts the connection).
   * 30 s lets a client that sends the whole body before it reads (Python's http.client, ab) send
   * a 12 MB photo at 4 Mbit/s; one socket is held no longer than a request's own 60 s
   * (`server.requestTimeout`), and reading 64 MB costs what a 64 MB drain costs now.
   */
  lingeringClose: { idleMs: 5_000, maxMs: 30_000, maxBytes: 64 * 1024 * 1024 },
  /** The customer's estimate link (issue 39): its form posts, which anyone holding it can send. */
  estimateLink: {
    signaturePngMax: estimateSignaturePngMax,
    /** The same signature as SVG path data. */
    signatureSvgMax: 100_000,
    /**
     * The accept form's body cap: the largest signature with every character sent as `%XX`
     * (a browser encodes `+`, `/`, `=` and `:` so), and 16 KB for the rest (a 120-character
     * name of 3-byte characters is 1 KB encoded). Below it, a signature within its limit could
     * not arrive, and the customer got the 413 instead of the field's message.
     */
    formMaxBytes: 3 * estimateSignaturePngMax + 16 * 1024,
    /**
     * Accepts and declines posted to one link within the window: a customer fixing a field or
     * two, a household on two phones, a double tap, well within 15. Each accept with a drawn
     * signature inflates and checks it (up to `signaturePngMax`): CPU that anyone holding the
     * link could spend without end. Whoever holds it can already decline it, so being refused
     * for minutes by someone else's posts takes the customer nothing more.
     */
    answersPerLink: { max: 15, windowMs: 10 * MINUTE_MS },
    /**
     * Retry-After of the link's 503 when the database does not answer: a reload a minute on is
     * what a customer does anyway, and a database restart (or a PostgreSQL failover) is done by then.
     */
    unavailableRetryAfterSeconds: 60,
  },
  /**
   * The HTTP server's socket timeouts (server/serve.ts): slow clients must not pin sockets for
   * ever, and an idle keep-alive connection goes before a proxy's would (deploy/nginx-site.conf
   * lets its idle upstream connections go sooner, 4 s: keep it so).
   */
  http: { headersTimeoutMs: 15_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 5_000 },
  /**
   * Online booking against one visitor holding every window (issue 37: 42 of 42 open windows
   * were booked in under a second, 21 of them with one e-mail and phone).
   */
  booking: {
    /**
     * Open visits (not cancelled, not yet ended) one e-mail address, and one phone number, may
     * hold: two, for a customer with two doors or two properties.
     */
    openVisitsPerContact: 2,
    /** Visits booked from one client address per window (its leads alone may be 30 an hour). */
    perAddress: { max: 3, windowMs: HOUR_MS },
    /**
     * This many booking requests (a window asked for, not spam) within the window, in all, is
     * a burst: the request that reaches it sends the owner one alert, and its booking and those
     * after it in the same window send the owner no e-mail (each is in the Schedule and inbox).
     */
    burst: { bookings: 6, windowMs: 10 * MINUTE_MS },
    /**
     * Moves of one visit from the customer's link within the window: each mails the owner and
     * the customer, so a link moved back and forth in a loop mailed the owner without end.
     * A customer who needs more calls.
     */
    customerMovesPerVisit: { max: 5, windowMs: DAY_MS },
  },
} as const;

export const serviceOptions = [
  'installation',
  'repair',
  'maintenance',
  'openers',
  'parts',
  'emergency',
  'other',
] as const;
export type ServiceOption = (typeof serviceOptions)[number];

export const leadStatuses = ['new', 'contacted', 'quoted', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** What a stored lead's status may be: the pipeline plus `spam` (held back, restorable). */
export const storedLeadStatuses = [...leadStatuses, 'spam'] as const;
export type StoredLeadStatus = (typeof storedLeadStatuses)[number];

/**
 * How the job ended, beside the status (issue 39): `won` by an acceptance (or the owner),
 * `lost` by a decline, an expiry or the owner's choice, with a reason.
 */
export const leadOutcomes = ['open', 'won', 'lost'] as const;
export type LeadOutcome = (typeof leadOutcomes)[number];
export const lostReasonMax = 500;

export const leadPriorities = ['normal', 'urgent'] as const;
export type LeadPriority = (typeof leadPriorities)[number];

/**
 * The owner's site content document (issue 15, app/content/site-document.ts). Its own export so
 * the public pages' scripts, which import `limits`, do not carry it.
 */
export const siteContentLimits = {
  /** Names, titles, labels, a testimonial's location. */
  short: 120,
  /** One-line texts: subtitles, FAQ questions, benefits, the banner. */
  line: 300,
  /** A paragraph, an FAQ answer, a testimonial. */
  paragraph: 3000,
  email: 254,
  paragraphsMax: 12,
  bulletsMax: 12,
  sectionsMax: 8,
  neighborhoodsMax: 24,
  /** Town pages in all (the 14 shipped and those the owner adds, issue 40). */
  townsMax: 80,
  valuesMax: 8,
  testimonialsMax: 60,
  specialHoursMax: 60,
  /** The footer lists special hours and closures this many days ahead. */
  footerSpecialDays: 30,
  /** A whole document (JSON) above this is refused before parsing. */
  maxBodyBytes: 1024 * 1024,
  /** Versions listed in the history. */
  versionsListMax: 200,
} as const;
