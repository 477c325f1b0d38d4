import { Box, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { estimateAdminMessages as m } from '#app/lib/messages/estimate-admin.ts';

const loadPanel = () => import('./lead-estimates-panel.tsx');
const Panel = lazy(() => loadPanel().then((module) => ({ default: module.LeadEstimatesPanel })));

/**
 * The lead card's Estimates section (issue 39). Closed, it costs the inbox one `<details>`: the
 * list, the builder and their data are fetched when the owner opens it (the admin's first-load
 * JavaScript budget, admin-js-budget.test.ts), the code as the finger lands.
 */
export function LeadEstimates({ leadId }: { leadId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="estimates-section"
    >
      <summary className="cfgd-touch" onPointerDown={() => void loadPanel().catch(() => undefined)}>
        <span className="cfgd-text-sm cfgd-strong">{m.section}</span>
      </summary>
      {open ? (
        <Box pt="xs">
          <Suspense fallback={<Text size="sm">{m.loading}</Text>}>
            <Panel leadId={leadId} />
          </Suspense>
        </Box>
      ) : null}
    </details>
  );
}
