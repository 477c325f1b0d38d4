import { data, redirect } from 'react-router';
import { estimateMessages as m } from '#app/lib/messages/estimates.ts';
import { estimateAdminMessages } from '#app/lib/messages/estimate-admin.ts';
import { getContent, getServices } from '#app/routes/_context/context.server.ts';
import { readSession } from '#app/server/auth/sessions.ts';
import { customerOf, findEstimate } from '#app/server/estimates/estimate-record.ts';
import { estimatePageData } from '#app/server/estimates/page-data.ts';
import type { Route } from './+types/estimate-preview';

export { default } from './estimate.tsx';

/**
 * The owner's preview of an estimate (issue 39): the customer's page itself, in the public
 * layout, from the same data and component (app/server/estimates/page-data.ts), found by the estimate's
 * id under the owner's session instead of the customer's token. It changes nothing: no view is
 * recorded, no expiry run, and it has no action, so its forms cannot accept or decline (405).
 * Under /admin: never cached, never indexed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = getServices(context);
  if (!(await readSession(services, request))) throw redirect('/admin');
  const estimate = await findEstimate(services.db, Number(params.id));
  if (!estimate) throw data(m.linkNotFound, { status: 404 });
  const customer = await customerOf(services.db, estimate.leadId);
  if (!customer) throw data(m.linkNotFound, { status: 404 });
  return estimatePageData(estimate, customer, getContent(context).content.business);
}

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: estimateAdminMessages.previewTitle(loaderData?.number ?? '') },
  { name: 'robots', content: 'noindex' },
];
