import path from 'node:path';
import type { Plugin } from 'vite';

const NATIVE_SCROLL_AREA = path.resolve('app/components/admin/scroll-area.tsx');
const BUTTON_TRANSITION = path.resolve('app/components/admin/button-transition.tsx');
/**
 * Button and ActionIcon (PasswordInput's eye) import Transition for their loader's slide only
 * (see button-transition.tsx).
 */
const TRANSITION_IMPORTERS =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Button[\\/]Button|ActionIcon[\\/]ActionIcon)\.mjs$/;
/** Mantine modules that import ScrollArea but never render it for the admin. */
const SCROLL_AREA_IMPORTERS = /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Table|Modal)[\\/]/;

/**
 * Mantine's Table imports its ScrollArea (about 8 KB gzip with its scrollbars and floating-ui)
 * for `Table.ScrollContainer`, and Modal imports it for a prop comparison; the admin uses
 * neither, yet both put ScrollArea in the first load of every screen with a table or a
 * confirmation. In the browser build those two imports get the native-scrolling ScrollArea the
 * admin itself uses (app/components/admin/scroll-area.tsx). The server build loads Mantine from
 * node_modules, untouched: neither import renders anything there, so hydration matches.
 */
export function mantineLean(): Plugin {
  return {
    name: 'cfgd:mantine-lean',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return undefined;
      if (
        TRANSITION_IMPORTERS.test(importer) &&
        /[\\/]Transition[\\/]Transition\.mjs$/.test(source)
      ) {
        return this.environment.name === 'client' ? BUTTON_TRANSITION : undefined;
      }
      if (!SCROLL_AREA_IMPORTERS.test(importer)) return undefined;
      if (!/[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(source)) return undefined;
      return NATIVE_SCROLL_AREA;
    },
  };
}
