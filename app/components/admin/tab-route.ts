import { skipRevalidationAfterFailure } from '#app/lib/admin-action.ts';
import type { AdminScreen, IntentDecls } from '#app/lib/admin-intents.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import { AdminErrorView } from './admin-error.tsx';
import { guardAction, guardLoader, keepShown, type LoaderGuard } from './network-guard.ts';

/*
 * What the dashboard's tab routes share. Not in app/routes/admin/: the admin layout imports this
 * module, so it is bundled with the admin shell every screen loads, instead of a file of its own
 * that each tab would fetch.
 */

/** A tab's document title: "Settings · <admin title>" (its robots rule is in the headers). */
export function tabMeta(tab: string) {
  return [{ title: `${tab} · ${adminMessages.title}` }];
}

/**
 * A tab's load failure, declared once for both sides: `fallback` is the server loader's failure
 * answer (`runAdminLogged`'s `answer`) and the client's when the server gives none, `loadFailed`
 * the toast when a reload fails over data kept on screen. Both carry the same spec message, so
 * the screen's alert and its toast cannot drift apart. Spread into `adminTab({...})`. A tab whose
 * empty state reads the loader's arguments (the URL) uses it on the client only.
 */
export function loadFailure<M extends string, E extends object, A extends unknown[] = []>(
  loadFailed: M,
  empty: (...args: A) => E,
) {
  return {
    loadFailed,
    fallback: (...args: A): E & { loadError: M } => ({ ...empty(...args), loadError: loadFailed }),
  };
}

interface ClientLoaderArgsLike {
  request: Request;
  serverLoader: () => Promise<unknown>;
}

interface ClientActionArgsLike {
  request: Request;
  serverAction: () => Promise<unknown>;
}

type ServerData<A extends ClientLoaderArgsLike> = Awaited<ReturnType<A['serverLoader']>>;
type ActionData<B extends ClientActionArgsLike> = Awaited<ReturnType<B['serverAction']>>;

/**
 * A dashboard screen's data on the client, under one name for its route (a path can be matched by
 * the layout and a tab): `clientLoader` is the server loader through the network guard, and
 * `keepShown(loaderData)`, called by the route's component, hands the guard the first data, what a
 * failed reload keeps showing (the client loader does not run on hydration). `guard` receives the
 * loader's arguments (a fallback may read the URL). Not a route export: the route module exports
 * `clientLoader` and its component calls `keepShown`.
 */
export function guardedScreen<A extends ClientLoaderArgsLike, F>(
  route: string,
  guard: (args: A) => Omit<LoaderGuard<F>, 'route'>,
) {
  return {
    clientLoader: (args: A): Promise<ServerData<A> | F> =>
      guardLoader<ServerData<A>, F>(
        args as { request: Request; serverLoader: () => Promise<ServerData<A>> },
        { route, ...guard(args) },
      ),
    keepShown: (data: ServerData<A> | F) => keepShown(route, data),
  };
}

interface AdminTab<A extends ClientLoaderArgsLike> {
  /** The tab's name in the document title. */
  title: string;
  /** The network guard's name for the route, the one its client loader and `keepShown` share. */
  route: string;
  /** The spec's toast when a reload gets no answer; null when the screen words that itself. */
  loadFailed: string | null;
  /** What the screen shows with nothing to keep: the loader's own failure answer. */
  fallback: (args: A) => ServerData<A>;
}

/**
 * The exports every dashboard tab shares, built once, and the tab's `keepShown` for its component
 * (see guardedScreen; not a route export):
 * `const tab = adminTab<Route.ClientLoaderArgs>({...}); export const { handle, meta, clientLoader, ErrorBoundary } = tab;`
 * and `tab.keepShown(loaderData)` in the component.
 * The type arguments tie the client loader's and action's answers to the route's server ones, so
 * `loaderData` keeps its type. A route whose title depends on its data exports its own `meta`.
 *
 * With a `screen` of intents the tab also gets `clientAction`, which answers a form that got no
 * answer from the server with the intent's failure toast (the screen stays), and
 * `shouldRevalidate`: a failed action reloads nothing.
 */
export function adminTab<A extends ClientLoaderArgsLike>(
  tab: AdminTab<A>,
): ReturnType<typeof tabExports<A>>;
export function adminTab<A extends ClientLoaderArgsLike, B extends ClientActionArgsLike>(
  tab: AdminTab<A> & { screen: AdminScreen<IntentDecls> },
): ReturnType<typeof tabExports<A>> & ReturnType<typeof actionExports<B>>;
export function adminTab<A extends ClientLoaderArgsLike, B extends ClientActionArgsLike>(
  tab: AdminTab<A> & { screen?: AdminScreen<IntentDecls> },
) {
  return tab.screen ? { ...tabExports(tab), ...actionExports<B>(tab.screen) } : tabExports(tab);
}

function tabExports<A extends ClientLoaderArgsLike>(tab: AdminTab<A>) {
  const handle: RouteHandle = { hydrate: true };
  return {
    handle,
    meta: () => tabMeta(tab.title),
    ...guardedScreen(tab.route, (args: A) => ({
      message: tab.loadFailed,
      fallback: () => tab.fallback(args),
    })),
    ErrorBoundary: AdminErrorView,
  };
}

function actionExports<B extends ClientActionArgsLike>(screen: AdminScreen<IntentDecls>) {
  return {
    clientAction: (args: B) =>
      guardAction(
        args as { request: Request; serverAction: () => Promise<ActionData<B>> },
        (form, reason) => screen.unanswered(form, reason),
      ),
    shouldRevalidate: skipRevalidationAfterFailure,
  };
}
