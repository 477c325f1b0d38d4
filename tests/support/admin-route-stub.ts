import {
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type ActionFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { onTestFinished } from 'vitest';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { renderAdminRoutes, waitFor, type Rendered, type StubRoute } from './admin-render.tsx';

/**
 * An admin route module in a `createRoutesStub` test (admin-render.tsx's `renderAdminRoutes`):
 * the route's own component, `clientAction` and `shouldRevalidate` run; its loader answers the
 * test's data, and `serverAction()` — the POST React Router would send — is answered here.
 */

/** What the stubbed server answers a posted form (or how it fails: throw). */
export type ServerAnswer = (form: FormData) => AdminActionResult | Promise<AdminActionResult>;

/** The parts of an admin route module the stub runs. */
export interface AdminRouteModule<A> {
  default: StubRoute['Component'];
  clientAction: (args: A) => Promise<unknown>;
  shouldRevalidate: ShouldRevalidateFunction;
}

export interface RenderedRoute extends Rendered {
  /** Every form the screen posted to the server, in order. */
  posted: FormData[];
}

/**
 * How a test renders `route` at `path` (`/admin/settings`) with `loaderData`: each call renders
 * it afresh with its server answering `answer`, waits until `ready` (a selector) is on screen,
 * and unmounts it when the test ends.
 */
export function adminRouteStub<A extends { request: Request }>(
  route: AdminRouteModule<A>,
  path: string,
  { loaderData, ready }: { loaderData: unknown; ready: string },
): (answer: ServerAnswer) => Promise<RenderedRoute> {
  return async (answer) => {
    const posted: FormData[] = [];
    const action: ActionFunction = async (args) => {
      const serverAction = async () => {
        const form = await args.request.formData();
        posted.push(form);
        return answer(form);
      };
      // The stub's action gets the router's arguments; the route's own type adds serverAction.
      return route.clientAction({ ...args, serverAction } as unknown as A);
    };
    const rendered = await renderAdminRoutes(
      [
        {
          path: path.slice(1),
          Component: route.default,
          loader: () => loaderData,
          action,
          shouldRevalidate: route.shouldRevalidate,
        },
      ],
      path,
    );
    onTestFinished(() => rendered.unmount());
    await waitFor(() => rendered.container.querySelector(ready), ready);
    return { ...rendered, posted };
  };
}

/**
 * A server that gives no usable answer, as React Router's fetch reports it to `serverAction()`:
 * a dropped connection is fetch's TypeError; a proxy's error page (not the app's answer, no
 * `X-Remix-Response`) is an error response with the proxy's status.
 */
export function failingServer(how: 'dropped' | 502): ServerAnswer {
  return () => {
    if (how === 'dropped') throw new TypeError('Failed to fetch');
    throw new ErrorResponseImpl(how, 'Bad Gateway', '<html><body><h1>502 Bad Gateway</h1>');
  };
}
