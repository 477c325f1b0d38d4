import { attributionView } from '#app/lib/lead-fields.ts';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  elapsedText,
  easternDateTime,
  serviceBreakdown,
  type SubmissionFilter,
} from '#app/lib/lead-display.ts';
import type {
  Breakdown,
  Counters,
  LeadCardView,
  LeadDetailsView,
  LeadNoteView,
  SubmissionQuery,
  SubmissionsPage,
} from '#app/lib/dashboard-view.ts';
import { limits } from '#app/lib/limits.ts';
import type { Database } from '../db/schema.ts';
import type { AppServices } from '../services.ts';
import { visitsOfLeads } from '../booking/appointments.ts';
import { photoIdsOf } from '../leads/lead-photo-queries.ts';
import { deliveryLog } from './delivery-log.ts';

type LeadsBuilder = ExpressionBuilder<Database, 'contact_submissions'>;

/** `%text%` for LIKE, with the wildcards in the text taken literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function contains(column: Expression<string>, word: string) {
  return sql<SqlBool>`lower(${column}) like ${likePattern(word)} escape '\\'`;
}

/** The phone as digits only, in SQL both dialects understand. */
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '')`;

export function filterCondition(
  eb: LeadsBuilder,
  filter: SubmissionFilter,
  search: string,
  lead: number | null = null,
) {
  // A single lead (the notification e-mail's link) is shown whatever its status.
  if (lead !== null) return eb('id', '=', lead);
  const conditions: Expression<SqlBool>[] = [];
  if (filter === 'all') conditions.push(eb('status', '<>', 'spam'));
  else conditions.push(eb('status', '=', filter));
  const text = search.trim().slice(0, limits.admin.searchMax);
  if (text) {
    const anyOf: Expression<SqlBool>[] = [
      contains(eb.ref('name'), text),
      contains(eb.ref('email'), text),
      contains(eb.ref('phone'), text),
    ];
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 3) anyOf.push(sql<SqlBool>`${phoneDigits} like ${likePattern(digits)}`);
    conditions.push(eb.or(anyOf));
  }
  return eb.and(conditions);
}

const toCount = (value: unknown): number => Number(value ?? 0);

/** Spec counters and the service breakdown, in one pass over the leads. */
export async function countLeads(
  services: Pick<AppServices, 'db'>,
): Promise<{ counters: Counters; breakdown: Breakdown }> {
  const notSpam = sql`status <> 'spam'`;
  const when = (condition: Expression<SqlBool>) =>
    sql<string | number>`sum(case when ${condition} then 1 else 0 end)`;
  const row = await services.db
    .selectFrom('contact_submissions')
    .select((eb) => [
      when(sql`${notSpam}`).as('total'),
      when(eb('status', '=', 'new')).as('new'),
      when(eb('status', 'in', ['contacted', 'quoted'])).as('in_progress'),
      when(eb('status', '=', 'closed')).as('closed'),
      when(eb('status', '=', 'spam')).as('spam'),
      ...serviceBreakdown.map((item) =>
        when(
          eb.and([
            eb('status', '<>', 'spam'),
            eb.or(item.words.map((word) => contains(eb.ref('service'), word))),
          ]),
        ).as(item.key),
      ),
    ])
    .executeTakeFirst();
  const r = (row ?? {}) as Record<string, unknown>;
  return {
    counters: {
      total: toCount(r.total),
      new: toCount(r.new),
      inProgress: toCount(r.in_progress),
      closed: toCount(r.closed),
      spam: toCount(r.spam),
    },
    breakdown: Object.fromEntries(
      serviceBreakdown.map((item) => [item.key, toCount(r[item.key])]),
    ) as Breakdown,
  };
}

const pinnedFirst = sql<number>`case when priority = 'urgent' and status = 'new' then 0 else 1 end`;

/** One page of the inbox: pinned urgent leads first, then newest first; at most 50 cards. */
export async function loadSubmissions(
  services: Pick<AppServices, 'db'>,
  query: SubmissionQuery,
  now = Date.now(),
): Promise<SubmissionsPage> {
  const { db } = services;
  const pageSize = limits.admin.pageSize;
  const [{ counters, breakdown }, matchingRow] = await Promise.all([
    countLeads(services),
    db
      .selectFrom('contact_submissions')
      .select(sql<string | number>`count(*)`.as('n'))
      .where((eb) => filterCondition(eb, query.filter, query.search, query.lead))
      .executeTakeFirst(),
  ]);
  const matching = toCount(matchingRow?.n);
  const pageCount = Math.max(1, Math.ceil(matching / pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page) || 1), pageCount);
  const rows = await db
    .selectFrom('contact_submissions')
    .selectAll()
    .where((eb) => filterCondition(eb, query.filter, query.search, query.lead))
    .orderBy(pinnedFirst)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const ids = rows.map((r) => Number(r.id));
  const [counts, photos, visits] = await Promise.all([
    sectionCounts(services, ids),
    photoIdsOf(services.db, ids),
    visitsOfLeads(services.db, ids, now),
  ]);
  const cards = rows.map((r): LeadCardView => {
    const id = Number(r.id);
    const createdAt = Number(r.created_at);
    return {
      id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      address: r.address,
      service: r.service,
      message: r.message,
      location: r.location,
      status: r.status,
      spamReason: r.spam_reason,
      jobValueCents: r.job_value_cents === null ? null : Number(r.job_value_cents),
      priority: r.priority,
      pinned: r.priority === 'urgent' && r.status === 'new',
      createdAt,
      receivedAt: easternDateTime(createdAt),
      elapsed: elapsedText(now - createdAt),
      stale: r.status === 'new' && now - createdAt > limits.admin.staleAfterMs,
      noteCount: counts.notes.get(id) ?? 0,
      mailCount: counts.mail.get(id) ?? 0,
      reviewAsked: counts.reviewAsked.has(id),
      photoIds: photos.get(id) ?? [],
      visit: visits.get(id) ?? null,
    };
  });
  return { counters, breakdown, cards, matching, page, pageCount };
}

/** The numbers in the cards' section titles, and which leads were asked for a review. */
async function sectionCounts(services: Pick<AppServices, 'db'>, ids: number[]) {
  const notes = new Map<number, number>();
  const mail = new Map<number, number>();
  const reviewAsked = new Set<number>();
  if (ids.length === 0) return { notes, mail, reviewAsked };
  const [noteRows, mailRows] = await Promise.all([
    services.db
      .selectFrom('lead_notes')
      .select(['lead_id', sql<string | number>`count(*)`.as('n')])
      .where('lead_id', 'in', ids)
      .groupBy('lead_id')
      .execute(),
    services.db
      .selectFrom('outbox')
      .select([
        'lead_id',
        sql<string | number>`count(*)`.as('n'),
        sql<string | number>`sum(case when kind = 'review_request' then 1 else 0 end)`.as(
          'reviews',
        ),
      ])
      .where('lead_id', 'in', ids)
      .groupBy('lead_id')
      .execute(),
  ]);
  for (const r of noteRows) notes.set(Number(r.lead_id), toCount(r.n));
  for (const r of mailRows) {
    mail.set(Number(r.lead_id), toCount(r.n));
    if (toCount(r.reviews) > 0) reviewAsked.add(Number(r.lead_id));
  }
  return { notes, mail, reviewAsked };
}

/** One lead's notes, e-mails and attribution (a card's sections); null when it is gone. */
export async function loadLeadDetails(
  services: Pick<AppServices, 'db'>,
  id: number,
): Promise<LeadDetailsView | null> {
  const row = await services.db
    .selectFrom('contact_submissions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const [notes, mail] = await Promise.all([leadNotes(services, id), deliveryLog(services, id)]);
  return { attribution: attributionView(row), notes, mail };
}

/** A lead's notes, oldest first. */
async function leadNotes(
  services: Pick<AppServices, 'db'>,
  leadId: number,
): Promise<LeadNoteView[]> {
  const rows = await services.db
    .selectFrom('lead_notes')
    .select(['id', 'body', 'author_email', 'created_at'])
    .where('lead_id', '=', leadId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    body: r.body,
    author: r.author_email,
    at: easternDateTime(Number(r.created_at)),
  }));
}
