import { Paper } from '@mantine/core';
import { Link } from 'react-router';
import type { WaitingEstimateView } from '#app/lib/estimate-admin-view.ts';
import { estimateAdminMessages as m } from '#app/lib/messages/estimate-admin.ts';
import { adminRoutes } from '#app/lib/urls.ts';

/**
 * The inbox's list of estimates waiting for the customer's answer (issue 39), oldest send
 * first: whom to call. Each opens its lead's card. Plain elements, like the cards' details.
 */
export function WaitingEstimates({ estimates }: { estimates: WaitingEstimateView[] }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="waiting-estimates">
      <p className="cfgd-text-sm cfgd-strong">{m.waiting(estimates.length)}</p>
      <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
        {estimates.map((estimate) => (
          <li key={estimate.id} className="cfgd-text-sm">
            <Link to={adminRoutes.lead(estimate.leadId)} className="cfgd-touch">
              {estimate.number} · {estimate.customerName}
            </Link>{' '}
            · {m.status[estimate.status]} · {m.status.sent.toLowerCase()} {estimate.sentOn} ·{' '}
            {m.expires(estimate.expiresOn)}
          </li>
        ))}
      </ul>
    </Paper>
  );
}
