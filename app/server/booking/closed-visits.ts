/**
 * The booked visits a new site document would close (issue 37 item 3): those still ahead that
 * lie inside the published hours today but outside the new document's (a day made closed, a
 * holiday closure, shorter hours). A visit already outside the published hours was kept there
 * by the owner at an earlier publish and is not asked about again.
 */
import { withinOpenHours, type OpenHours } from '#app/content/open-hours.ts';
import type { ClosedVisit } from '#app/lib/publish-review.ts';
import type { AppServices } from '../services.ts';
import { listAppointments, type AppointmentView } from './appointments.ts';

/** Far enough to hold any visit: the owner may move one to any offered date. */
const AHEAD_DAYS = 3 * 366;

function inside(visit: AppointmentView, hours: OpenHours): boolean {
  const date = visit.start.slice(0, 10);
  const range = { start: visit.start.slice(11, 16), end: visit.end.slice(11, 16) };
  return withinOpenHours(date, range, hours);
}

export async function visitsClosedBy(
  services: Pick<AppServices, 'db'>,
  request: { now: number; live: OpenHours; next: OpenHours },
): Promise<ClosedVisit[]> {
  const visits = await listAppointments(services, {
    from: request.now,
    days: AHEAD_DAYS,
    status: 'booked',
  });
  return visits
    .filter((visit) => inside(visit, request.live) && !inside(visit, request.next))
    .map(({ leadId, start, end, name, service, town }) => ({
      leadId,
      start,
      end,
      name,
      service,
      town,
    }));
}
