import { loadLeadDetails } from '#app/server/dashboard/submissions.ts';
import { leadSectionJson } from './lead-section.server.ts';
import type { Route } from './+types/lead-details';

/**
 * A lead card's notes, e-mails and attribution, as JSON, when the owner opens one of its
 * sections (issue 28: the inbox's first screen carries only what the cards show closed).
 */
export function loader(args: Route.LoaderArgs) {
  return leadSectionJson(args, loadLeadDetails, 'loading lead details failed');
}
