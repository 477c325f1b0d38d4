import type { Plugin } from 'vite';

/** React, React DOM and React Router: every hydrated (admin) page needs all of it. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const MANTINE = /[\\/]node_modules[\\/]@mantine[\\/]/;
/**
 * Mantine's package indexes re-export every component: the walk below stops there, or it
 * would claim components only some tabs use (the indexes themselves bundle to nothing).
 */
const BARREL = /[\\/]node_modules[\\/]@mantine[\\/][a-z]+[\\/]esm[\\/]index\.mjs$/;
/**
 * The message groups (app/lib/messages/*.ts): one small chunk each, named after its group, so a
 * screen loads only the groups it shows. Left to itself, Rolldown bundled the admin screens'
 * groups with the public pages' ones (all of them reached from the `messages` object the public
 * route modules import), and every screen loaded them all (issue 13).
 */
const MESSAGE_GROUP = /[\\/]app[\\/]lib[\\/]messages[\\/]([a-z-]+)\.ts$/;
const ENTRY_CLIENT = /[\\/]app[\\/]entry\.client\.tsx$/;
/** What every admin screen's first load starts from: the browser entry, root and admin layout. */
const SHELL_ROOTS = [
  ENTRY_CLIENT,
  /[\\/]app[\\/]root\.tsx(\?|$)/,
  /[\\/]app[\\/]routes[\\/]admin[\\/]layout\.tsx(\?|$)/,
];
/**
 * Mantine modules shared by at least this many entry chunks (each admin route is two or three:
 * its component, client loader and client action) join the common chunk: the inputs, tables
 * and papers most tabs draw. 8 was best with 7 tabs; the Site editor's 12 route modules would
 * then outvote the other tabs and pull its widgets into every first load, so 16 (measured:
 * the largest first load 160.2 KB gzip at 16 against 164.8 KB at 8, issue 13).
 */
const COMMON_MIN_SHARE = 16;

/**
 * Route modules (and their route chunks, `?route-chunk=…`) are React Router's entries: they keep
 * chunks of their own, which the manifest names.
 */
function isRouteEntry(id: string): boolean {
  return (
    id.includes('?') ||
    /[\\/]app[\\/]routes[\\/]/.test(id) ||
    /[\\/]app[\\/]root\.tsx$/.test(id) ||
    ENTRY_CLIENT.test(id)
  );
}

/**
 * How the admin's JavaScript is cut into files (issue 13: ≤ 150 KB gzip on any screen's first
 * load). Left to itself, Rolldown splits shared code by the exact set of route modules sharing
 * it: the public route modules (built, never loaded by a browser) share React Router's and the
 * messages' code, init-admin shares the Mantine base, the tabs a few inputs each. The first load
 * of a tab fetched ~40 files, each compressed on its own with its own import and export lists of
 * mangled names: about 12 KB gzip more than the same code in fewer files. Two groups instead:
 *
 * - `admin-shell`: React, React DOM, React Router and the static import closure of the browser
 *   entry, the root route and the admin layout (providers, shell, toasts, messages, Mantine's
 *   base), worked out from the module graph when the build has loaded it. Dynamic imports (the
 *   sign-in form, the chart, the modal) stay out.
 * - `admin-common`: Mantine modules most tabs use.
 *
 * Public pages load none of this (they do not hydrate; they get the enhancement module).
 */
export function adminShellChunk(): Plugin {
  let shell = new Set<string>();
  return {
    name: 'cfgd:admin-shell-chunk',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return undefined;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'admin-shell',
                    test: (id: string) => FRAMEWORK.test(id) || shell.has(id),
                    priority: 2,
                  },
                  {
                    name: (id: string) => {
                      const group = MESSAGE_GROUP.exec(id)?.[1];
                      return group === undefined ? null : `messages-${group}`;
                    },
                    test: MESSAGE_GROUP,
                    priority: 1,
                  },
                  {
                    name: 'admin-common',
                    test: (id: string) => MANTINE.test(id) && !BARREL.test(id),
                    minShareCount: COMMON_MIN_SHARE,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      if (this.environment.name !== 'client') return;
      const found = new Set<string>();
      const queue = [...this.getModuleIds()].filter((id) => SHELL_ROOTS.some((r) => r.test(id)));
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (found.has(id)) continue;
        found.add(id);
        if (BARREL.test(id)) continue;
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) queue.push(next);
      }
      shell = new Set([...found].filter((id) => !isRouteEntry(id) && !BARREL.test(id)));
      if (shell.size === 0) {
        throw new Error('admin shell chunk: found no module of the admin layout');
      }
    },
  };
}
