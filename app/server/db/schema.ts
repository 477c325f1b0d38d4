import type { Generated } from 'kysely';
import type { AuthTables } from './tables/auth.ts';
import type { BookingTables } from './tables/booking.ts';
import type { DashboardTables } from './tables/dashboard.ts';
import type { EstimateTables } from './tables/estimates.ts';
import type { InsightTables } from './tables/insights.ts';
import type { LeadPhotoTables } from './tables/lead-photos.ts';
import type { LeadTables } from './tables/leads.ts';
import type { OutboxTables } from './tables/outbox.ts';
import type { PriceBookTables } from './tables/price-book.ts';
import type { PostTables } from './tables/posts.ts';
import type { PushTables } from './tables/push.ts';
import type { SiteContentTables } from './tables/site-content.ts';
import type { UploadsTables } from './tables/uploads.ts';

/**
 * The database, table by table. Each feature declares its tables in `tables/<feature>.ts`
 * and adds them here, next to its migration in `migrations/`.
 *
 * Conventions (both SQLite and PostgreSQL): timestamps are integer epoch milliseconds,
 * booleans are integers 0/1, ids are auto-increment integers unless a table says otherwise.
 */
export interface AdminSettingsTable {
  setting_key: string;
  setting_value: string;
}

export interface RateLimitsTable {
  bucket_key: string;
  hits: number;
  window_started_at: number;
}

export interface FoundationTables {
  admin_settings: AdminSettingsTable;
  rate_limits: RateLimitsTable;
}

// Features add their table interfaces to this intersection.
export type Database = FoundationTables &
  LeadTables &
  OutboxTables &
  AuthTables &
  UploadsTables &
  DashboardTables &
  InsightTables &
  PushTables &
  LeadPhotoTables &
  SiteContentTables &
  BookingTables &
  EstimateTables &
  PriceBookTables &
  PostTables;

export type { Generated };
