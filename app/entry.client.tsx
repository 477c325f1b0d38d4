import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reportHydrationError } from './lib/react/hydration-errors.ts';

/**
 * The admin's browser entry (public pages load none of it: decision 0001). React DOM hydrates
 * the server's HTML inside a transition, so it yields to the phone between components instead
 * of one long task (decision 0013). The same renderer runs in `npm run dev` and in production.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    { onRecoverableError: reportHydrationError },
  );
});
