/**
 * Milliseconds in a minute, an hour and a day, so that a duration reads in its own unit
 * (`30 * MINUTE_MS`, `DAY_MS`) wherever the code keeps time as epoch milliseconds.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
