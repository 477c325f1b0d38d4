import { guardLoader, type LoaderGuard } from './network-guard.ts';

interface ClientLoaderArgsLike {
  request: Request;
  serverLoader: () => Promise<unknown>;
}

type ServerData<A extends ClientLoaderArgsLike> = Awaited<ReturnType<A['serverLoader']>>;

/**
 * A dashboard tab's `clientLoader`: the server loader through the network guard, run on
 * hydration as well (the guard keeps the first data to show again after a failed reload).
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
  return Object.assign(clientLoader, { hydrate: true as const });
}
