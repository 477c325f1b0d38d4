import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MailChannel } from '../mail/mail-channel.ts';
import type { OutboxChannel, OutboxJob } from '../outbox/job.ts';

/**
 * The visit-reminder channel: an e-mail on the mail channel's lane, sent only while its visit is
 * booked and the row is still the visit's reminder. A cancel or a move since it was queued
 * withdraws it: the row is parked, never sent.
 */
export function visitReminderChannel(db: Kysely<Database>, mail: MailChannel): OutboxChannel {
  return {
    lane: mail.lane,
    async attempt(job) {
      if (!(await reminderStillDue(db, job))) {
        return {
          ok: false,
          error: 'visit cancelled or moved since the reminder was queued',
          permanent: true,
        };
      }
      return mail.send(job);
    },
  };
}

async function reminderStillDue(db: Kysely<Database>, job: OutboxJob): Promise<boolean> {
  if (job.lead_id === null) return false;
  const visit = await db
    .selectFrom('appointments')
    .select(['status', 'reminder_outbox_id'])
    .where('lead_id', '=', job.lead_id)
    .executeTakeFirst();
  return visit?.status === 'booked' && Number(visit.reminder_outbox_id) === Number(job.id);
}
