import type { BusinessProfile } from '#app/content/schema.ts';
import { leadFormColumns } from '#app/lib/lead-fields.ts';
import type { Lead } from '#app/lib/lead-schema.ts';
import { limits, type ServiceOption } from '#app/lib/limits.ts';
import { cancelInTransaction } from '../booking/appointments.ts';
import { enqueueLeadMail } from '../mail/enqueue.ts';
import { enqueueLeadAlerts } from '../push/alerts.ts';
import type { AppServices } from '../services.ts';

type Db = Pick<AppServices, 'db'>;

/**
 * Deletes a lead; its notes go with it, its e-mails' history stays (lead_id set null). A coming
 * visit is cancelled first, in the same transaction and by the Schedule's own cancel: the
 * customer is e-mailed the cancellation (METHOD:CANCEL) and the reminder is withdrawn, where
 * the row's cascade alone would drop the visit without a word.
 */
export async function deleteLead(
  services: Pick<AppServices, 'db' | 'config'>,
  business: BusinessProfile,
  id: number,
  now = Date.now(),
): Promise<'deleted' | 'missing' | 'signed'> {
  return services.db.transaction().execute(async (trx) => {
    // A signed estimate is the record of what the customer agreed to (ESIGN/UETA: the record is
    // kept, issue 39): its lead stays, as the retention worker also keeps it.
    const signed = await trx
      .selectFrom('estimate_acceptances')
      .innerJoin('estimates', 'estimates.id', 'estimate_acceptances.estimate_id')
      .select('estimates.id')
      .where('estimates.lead_id', '=', id)
      .executeTakeFirst();
    if (signed) return 'signed';
    // A visit already over is history: its customer is not told it is cancelled.
    const coming = await trx
      .selectFrom('appointments')
      .select('lead_id')
      .where('lead_id', '=', id)
      .where('status', '=', 'booked')
      .where('window_end', '>', now)
      .executeTakeFirst();
    if (coming) {
      await cancelInTransaction(trx, services, business, { leadId: id, by: 'owner' }, now);
    }
    const result = await trx
      .deleteFrom('contact_submissions')
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? 'deleted' : 'missing';
  });
}

/**
 * A lead held back as spam was a real one: it becomes new and its two e-mails (owner
 * notification and customer confirmation) are queued, in one transaction, exactly as when a
 * lead arrives (LEADS' enqueueLeadMail, with the photo count), and the push alert goes out
 * like a new lead's (once per lead: a lead restored again alerts no one a second time). False
 * when the lead is gone or is not spam.
 */
export async function restoreSpamLead(
  services: Pick<AppServices, 'db' | 'config'> & Partial<Pick<AppServices, 'log'>>,
  business: BusinessProfile,
  id: number,
  now = Date.now(),
): Promise<boolean> {
  return services.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('contact_submissions')
      .set({ status: 'new', spam_reason: null, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'spam')
      .returning(['id', 'priority', ...leadFormColumns])
      .executeTakeFirst();
    if (!row) return false;
    const lead: Lead = {
      name: row.name,
      email: row.email,
      phone: row.phone,
      // Stored services come from the form's option list; the mail only prints it.
      service: row.service as ServiceOption,
      address: row.address,
      message: row.message,
      location: row.location,
    };
    const photos = await trx
      .selectFrom('lead_photos')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('lead_id', '=', id)
      .executeTakeFirst();
    const mail = await enqueueLeadMail(
      trx,
      services.config,
      business,
      { id, priority: row.priority, ...lead, photoCount: Number(photos?.n ?? 0) },
      now,
    );
    const alerted = await trx
      .selectFrom('outbox')
      .select('id')
      .where('lead_id', '=', id)
      .where('kind', '=', 'push_alert')
      .limit(1)
      .executeTakeFirst();
    if (!alerted) await enqueueLeadAlerts(trx, { id, priority: row.priority, ...lead }, now);
    if (mail.confirmation === 'skipped') {
      services.log?.info(
        { leadId: id, reason: mail.reason },
        'customer confirmation not sent: limit reached',
      );
    }
    return true;
  });
}

export type AddNoteResult = { ok: true } | { ok: false; reason: 'empty' | 'no-lead' };

/**
 * `formKey`: the note form's key for what was typed. The same form sent again (a double
 * submit, or a retry after a lost answer) stores nothing and is answered like the first.
 */
export async function addLeadNote(
  services: Db,
  leadId: number,
  body: string,
  authorEmail: string,
  formKey: string | null,
  now = Date.now(),
): Promise<AddNoteResult> {
  const text = body.trim().slice(0, limits.admin.noteMax);
  if (!text) return { ok: false, reason: 'empty' };
  const lead = await services.db
    .selectFrom('contact_submissions')
    .select('id')
    .where('id', '=', leadId)
    .executeTakeFirst();
  if (!lead) return { ok: false, reason: 'no-lead' };
  await services.db
    .insertInto('lead_notes')
    .values({
      lead_id: leadId,
      body: text,
      author_email: authorEmail,
      created_at: now,
      form_key: formKey,
    })
    // Atomic on both databases: two copies sent at once cannot both get past it.
    .onConflict((oc) => oc.columns(['lead_id', 'form_key']).doNothing())
    .execute();
  return { ok: true };
}
