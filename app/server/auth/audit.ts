import { serverLimits } from '#app/lib/limits.ts';
import type { AppServices } from '../services.ts';
import type { RequestMeta } from './request-meta.ts';

export type AuditEvent =
  | 'setup'
  | 'admin-create-cli'
  | 'sign-in-link-cli'
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-throttled'
  | 'account-under-attack'
  | 'sign-in-link-used'
  | 'sign-in-link-refused'
  | 'sign-out'
  | 'sign-out-everywhere'
  | 'credential-change'
  | 'credential-change-failed'
  | 'totp-enabled'
  | 'totp-disabled'
  | 'recovery-code-used'
  // Not sign-in events, but one click that changes every image of the site (issue 13).
  | 'images-populate'
  | 'images-populate-undo'
  // The owner's site content (issue 15): every publish, restore and import.
  | 'site-content-publish'
  | 'site-content-restore'
  | 'site-content-import'
  // The owner's posts (issue 40): what goes live or comes down.
  | 'post-publish'
  | 'post-unpublish';

export interface AuditEntry {
  event: AuditEvent;
  meta: RequestMeta;
  userId?: number | null | undefined;
  email?: string | null | undefined;
  detail?: string | undefined;
}

/** Appends to the audit log. A failed write is logged, never allowed to break a sign-in. */
export async function recordAudit(
  services: Pick<AppServices, 'db' | 'log'>,
  entry: AuditEntry,
  now = Date.now(),
): Promise<void> {
  try {
    await services.db
      .insertInto('audit_log')
      .values({
        at: now,
        event: entry.event,
        user_id: entry.userId ?? null,
        email: entry.email?.slice(0, 254) ?? null,
        ip: entry.meta.ip,
        user_agent: entry.meta.userAgent,
        detail: entry.detail ?? null,
      })
      .execute();
  } catch (error) {
    services.log.error({ err: error, event: entry.event }, 'audit log write failed');
  }
}

export interface AuditRow {
  id: number;
  at: number;
  event: string;
  email: string | null;
  ip: string;
  userAgent: string;
  detail: string | null;
}

export async function recentAudit(
  services: Pick<AppServices, 'db'>,
  limit = 50,
): Promise<AuditRow[]> {
  const rows = await services.db
    .selectFrom('audit_log')
    .select(['id', 'at', 'event', 'email', 'ip', 'user_agent', 'detail'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    at: Number(r.at),
    event: r.event,
    email: r.email,
    ip: r.ip,
    userAgent: r.user_agent,
    detail: r.detail,
  }));
}

/**
 * Deletes audit entries past the log's bounds (serverLimits.auditLog): older than the age, or
 * beyond the newest `maxRows`. Ids grow with time, so "beyond the newest N" is every id up to the
 * (N+1)th newest. Safe on several instances: a second run finds nothing left to delete.
 */
export async function purgeAuditLog(
  services: Pick<AppServices, 'db'>,
  now = Date.now(),
  bounds: { maxAgeMs: number; maxRows: number } = serverLimits.auditLog,
): Promise<number> {
  const { db } = services;
  const byAge = await db
    .deleteFrom('audit_log')
    .where('at', '<', now - bounds.maxAgeMs)
    .executeTakeFirst();
  const boundary = await db
    .selectFrom('audit_log')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(bounds.maxRows)
    .executeTakeFirst();
  const byCount = boundary
    ? await db.deleteFrom('audit_log').where('id', '<=', boundary.id).executeTakeFirst()
    : undefined;
  return Number(byAge.numDeletedRows) + Number(byCount?.numDeletedRows ?? 0);
}
