/**
 * What a publish from the Site editor would do besides changing the pages (issue 37 items 3 and
 * 8): the booked visits the new hours would leave outside the business's hours, and what the
 * owner chose for each. Isomorphic: the editor shows the list and posts the choices; the Site
 * route's action checks them before it publishes.
 */

/** A booked visit on a day (or at a time) the document being published closes. */
export interface ClosedVisit {
  leadId: number;
  /** ISO 8601 with the New York offset, as the Schedule shows them. */
  start: string;
  end: string;
  name: string;
  service: string;
  town: string | null;
}

/** Cancel: the cancel command (customer e-mailed, reminder dropped). Keep: moved later by hand. */
export type VisitChoice = 'cancel' | 'keep';

/** The owner's choice per visit, by lead id (the `visits` field of the publish intent). */
export type VisitChoices = Record<string, VisitChoice>;

/** The field's JSON read back, or null when it is not a map of lead ids to choices. */
export function parseVisitChoices(text: string): VisitChoices | null {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const choices: VisitChoices = {};
  for (const [leadId, choice] of Object.entries(value)) {
    if (!/^\d{1,15}$/.test(leadId) || (choice !== 'cancel' && choice !== 'keep')) return null;
    choices[leadId] = choice;
  }
  return choices;
}

/** The visits nobody has chosen for yet: publishing waits until this is empty. */
export function undecidedVisits(
  visits: readonly ClosedVisit[],
  choices: VisitChoices,
): ClosedVisit[] {
  return visits.filter((visit) => !Object.hasOwn(choices, String(visit.leadId)));
}
