/**
 * Publishing a site document, by any path (the Site editor's publish, import and restore, and
 * the JSON API's PUT, import and restore): one command with one rule for the booked visits it
 * would close (issue 37 item 3). Before, only the editor's publish asked; a restore, an import
 * or an API PUT closed a day and left its visits and their reminders in place.
 */
import { openHoursOf, openHoursOfDocument } from '#app/content/open-hours.ts';
import type { SiteContent } from '#app/content/live.ts';
import { SiteContentDocumentSchema } from '#app/content/site-document.ts';
import {
  undecidedVisits,
  type ClosedVisit,
  type VisitChoice,
  type VisitChoices,
} from '#app/lib/publish-review.ts';
import { cancelAppointment } from '../booking/appointments.ts';
import { visitsClosedBy } from '../booking/closed-visits.ts';
import { bookingNow } from '../booking/booking-clock.ts';
import type { AppServices } from '../services.ts';
import { publishReported, type PublishAnswer } from './site-content-commands.ts';
import type { PublishRequest } from './site-content-store.ts';

/**
 * What the caller says of the visits the document closes: `ask` (publish only if it closes
 * none), a choice per visit (the editor's confirmation), or one choice for all (the API's
 * `?visits=`).
 */
export type VisitDecision =
  { kind: 'ask' } | { kind: 'each'; choices: VisitChoices } | { kind: 'all'; choice: VisitChoice };

export type SitePublishAnswer =
  | (PublishAnswer & { cancelled?: number; cancelFailed?: number })
  | { ok: false; reason: 'visits'; closedVisits: ClosedVisit[] };

/**
 * The booked visits a document would close: inside the live hours now, outside the document's.
 * An invalid document closes nothing here (the publish refuses it).
 */
export async function closedVisitsOf(
  services: Pick<AppServices, 'db' | 'config'>,
  live: Pick<SiteContent, 'business' | 'specialHours'>,
  input: unknown,
): Promise<ClosedVisit[]> {
  const parsed = SiteContentDocumentSchema.safeParse(input);
  if (!parsed.success) return [];
  return visitsClosedBy(services, {
    now: bookingNow(services.config),
    live: openHoursOf(live),
    next: openHoursOfDocument(parsed.data.business),
  });
}

function choiceFor(decision: VisitDecision, visit: ClosedVisit): VisitChoice | undefined {
  if (decision.kind === 'all') return decision.choice;
  if (decision.kind === 'each') return decision.choices[String(visit.leadId)];
  return undefined;
}

/**
 * Publishes unless a visit it closes has no choice; then cancels the visits chosen for it
 * through the one cancel command (customer e-mailed with a CANCEL, reminder dropped). Each on
 * its own: one failing leaves the others cancelled and is counted, so the answer can say how
 * many are left to cancel by hand.
 */
export async function publishSite(
  services: AppServices,
  request: PublishRequest,
  options: {
    /** The content live when the request came (its hours are what the visits were booked in). */
    live: Pick<SiteContent, 'business' | 'specialHours'>;
    decision: VisitDecision;
    /** Logged with a failure (request id, intent). */
    fields: Record<string, unknown>;
  },
): Promise<SitePublishAnswer> {
  const { decision } = options;
  const closed = await closedVisitsOf(services, options.live, request.input);
  const undecided =
    decision.kind === 'ask'
      ? closed
      : decision.kind === 'each'
        ? undecidedVisits(closed, decision.choices)
        : [];
  if (undecided.length > 0) return { ok: false, reason: 'visits', closedVisits: closed };
  const answer = await publishReported(services, request, options.fields);
  if (!answer.ok || closed.length === 0) return answer;
  // The cancellations speak for the business as just published (its name, phone, address).
  const { business } = services.content.build(
    SiteContentDocumentSchema.parse(request.input),
    answer.version,
  ).content;
  let cancelled = 0;
  let cancelFailed = 0;
  for (const visit of closed) {
    if (choiceFor(decision, visit) !== 'cancel') continue;
    try {
      const result = await cancelAppointment(services, business, {
        leadId: visit.leadId,
        by: 'owner',
      });
      if (result.kind === 'ok') cancelled += 1;
    } catch (error) {
      cancelFailed += 1;
      services.log.error({ err: error, leadId: visit.leadId }, 'cancelling a closed visit failed');
    }
  }
  return { ...answer, cancelled, cancelFailed };
}
