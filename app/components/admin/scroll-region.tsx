import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table on a phone scrolls sideways; the region takes keyboard focus so it can be
 * scrolled without a mouse (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box tabIndex={0} role="region" aria-label={label} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}
