import { MantineProvider, createTheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

const theme = createTheme({
  primaryColor: 'blue',
  // WCAG AA contrast (axe): darker filled colours, and text picked by background lightness.
  primaryShade: 8,
  autoContrast: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});

/** Mantine's default "dimmed" grey is below 4.5:1 on white; one shade darker passes. */
const dimmedText = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/** Mantine for the admin screens (the public pages never load it). */
export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={dimmedText}>
      <Notifications position="top-center" />
      {children}
    </MantineProvider>
  );
}
