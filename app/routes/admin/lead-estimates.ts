import { leadEstimatesView } from '#app/server/estimates/admin-view.ts';
import { leadSectionJson } from './lead-section.server.ts';
import type { Route } from './+types/lead-estimates';

/**
 * A lead card's Estimates section (issue 39) as JSON, loaded when the owner opens it, and again
 * by React Router after each estimate action (a fetcher's load).
 */
export function loader(args: Route.LoaderArgs) {
  return leadSectionJson(args, leadEstimatesView, 'loading lead estimates failed');
}
