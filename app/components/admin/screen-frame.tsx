import { Alert, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * A dashboard screen's frame: its heading, the load failure (kept on screen besides its toast)
 * and `data-hydrated` (what the end-to-end tests wait for before they click): true once React
 * has hydrated the screen.
 */
export function ScreenFrame(props: {
  title: string;
  loadError?: string | null | undefined;
  /** Under the heading, before the load failure. */
  intro?: ReactNode;
  /** A reload of this screen in flight. */
  busy?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Stack gap="md" data-hydrated={hydrated} aria-busy={props.busy}>
      <Title order={2} size="h3">
        {props.title}
      </Title>
      {props.intro}
      {props.loadError ? (
        <Alert color="red" role="alert">
          {props.loadError}
        </Alert>
      ) : null}
      {props.children}
    </Stack>
  );
}

/** Whether a fetcher is busy with this intent (its button shows the spinner). */
export function busyWith(
  fetcher: { state: string; formData?: FormData | undefined },
  intent: string,
): boolean {
  return fetcher.state !== 'idle' && fetcher.formData?.get('intent') === intent;
}
