import { adminMessages } from '#app/lib/messages/admin.ts';
import { guardLoader, type LoaderGuard } from './network-guard.ts';

/*
 * What the dashboard's tab routes share. Not in app/routes/admin/: the admin layout imports this
 * module, so it is bundled with the admin shell every screen loads, instead of a file of its own
 * that each tab would fetch.
 */

/** A tab's document title: "Settings · <admin title>" (its robots rule is in the headers). */
export function tabMeta(tab: string) {
  return [{ title: `${tab} · ${adminMessages.title}` }];
}

interface ClientLoaderArgsLike {
  request: Request;
  serverLoader: () => Promise<unknown>;
}

type ServerData<A extends ClientLoaderArgsLike> = Awaited<ReturnType<A['serverLoader']>>;

/**
 * A dashboard tab's `clientLoader`: the server loader through the network guard. It does not
 * run on hydration; the route's component passes its first data to `keepShown()` instead.
 * `guard` receives the loader's arguments (a fallback may read the URL).
 */
export function tabClientLoader<A extends ClientLoaderArgsLike, F>(
  guard: (args: A) => LoaderGuard<F>,
) {
  const clientLoader = (args: A): Promise<ServerData<A> | F> =>
    guardLoader<ServerData<A>, F>(
      args as { request: Request; serverLoader: () => Promise<ServerData<A>> },
      guard(args),
    );
  return clientLoader;
}
