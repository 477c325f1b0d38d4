/**
 * The one holder of the site's current content (issue 15, decision 0009). The typed content in
 * this folder is the default; when the owner publishes, the server builds the full content tree
 * (./live.ts `buildSiteContent`) and puts it here, and every named export of app/content
 * (`business`, `services`, `cities`, ...) reads through to it.
 *
 * The holder is this module's own state: the host and the routes are one module graph
 * (decision 0014), so the process has one holder. This is the one sanctioned exception to "no
 * module-level state": content is process-wide by nature, and the holder keeps only immutable
 * trees.
 *
 * Preview renders one request with a draft: the server registers a resolver (backed by its
 * AsyncLocalStorage) that returns that request's tree. This module stays isomorphic: no node
 * built-ins, so the browser bundles keep working (there the holder stays empty: the defaults).
 */

/** The content tree: app/content's export name -> its current value. */
export type ContentTree = Readonly<Record<string, unknown>>;

/** The published content, or null: the defaults in code. */
let published: ContentTree | null = null;
/** The published version's id (0: the defaults). */
let publishedVersion = 0;
/** Per-request override (preview); returns undefined outside such a request. */
let resolveRequestTree: (() => ContentTree | undefined) | null = null;

/** The tree this request sees: a preview's draft, the published content, or null (defaults). */
export function currentContentTree(): ContentTree | null {
  return resolveRequestTree?.() ?? published;
}

/** Swaps the published content for the whole process. */
export function setPublishedContent(tree: ContentTree | null, version: number): void {
  published = tree;
  publishedVersion = version;
}

/** The version whose content this process shows (0: the defaults). */
export function publishedContentVersion(): number {
  return publishedVersion;
}

/** Registers the per-request resolver (the server's preview AsyncLocalStorage). */
export function setContentResolver(resolve: (() => ContentTree | undefined) | null): void {
  resolveRequestTree = resolve;
}

type Path = readonly PropertyKey[];

function readPath(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * A read-only view of export `key` that always shows the current content. Nested objects are
 * views too, so `const main = business.phones.main` taken at module load still follows a later
 * publish. Each view remembers its value for the last tree it saw (trees are frozen), so a
 * render pays one walk per view and tree; pages are then served from the page cache anyway.
 */
export function liveView<T extends object>(key: string, fallback: T): T {
  const read = (tree: ContentTree | null, path: Path): unknown => {
    const root = tree && key in tree ? tree[key] : fallback;
    return readPath(root, path);
  };
  return view(read, [], fallback) as T;
}

/**
 * `liveView` for each entry of a record of defaults, under the entry's own name: a module that
 * exports many content records destructures the result instead of one call per export.
 */
export function liveViews<T extends Record<string, object>>(defaults: T): T {
  const views: Record<string, object> = {};
  for (const [key, fallback] of Object.entries(defaults)) views[key] = liveView(key, fallback);
  return views as T;
}

const NOT_READ = Symbol('not read');

function view(
  read: (tree: ContentTree | null, path: Path) => unknown,
  path: Path,
  initial: object,
): object {
  const children = new Map<PropertyKey, object>();
  const target: object = Array.isArray(initial) ? [] : {};
  // The value at this path for the last tree seen: a render reads the same tree many times.
  let seenTree: ContentTree | null | typeof NOT_READ = NOT_READ;
  let seenValue: object = target;
  const current = (): object => {
    const tree = currentContentTree();
    if (tree !== seenTree) {
      const value = read(tree, path);
      seenValue = value !== null && typeof value === 'object' ? value : target;
      seenTree = tree;
    }
    return seenValue;
  };
  return new Proxy(target, {
    get(_t, prop) {
      const value: unknown = Reflect.get(current(), prop);
      if (value === null || typeof value !== 'object') return value;
      let child = children.get(prop);
      if (!child) {
        child = view(read, [...path, prop], value);
        children.set(prop, child);
      }
      return child;
    },
    has: (_t, prop) => Reflect.has(current(), prop),
    ownKeys: (_t) => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor(t, prop) {
      const desc = Reflect.getOwnPropertyDescriptor(current(), prop);
      if (!desc) return undefined;
      // The proxy invariants allow "non-configurable" only for the target's own such keys
      // (an array's length); everything else is reported configurable.
      const targetDesc = Reflect.getOwnPropertyDescriptor(t, prop);
      return { ...desc, configurable: targetDesc ? targetDesc.configurable : true };
    },
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
}
