import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestEntry } from 'workbox-build';
import { ADMIN_FILE_REVISION } from '../app/service-worker/cache-names.ts';
import { sourceHash } from '../server/build-freshness.ts';
import { renderIcons, type RenderedIcons } from './app-icons.ts';
import { webManifest, type AppIdentity } from './web-manifest.ts';

const VIRTUAL_ID = 'virtual:pwa-head';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
export const MANIFEST_FILE = 'manifest.webmanifest';
/** The owner's app: opens /admin (issue 37). */
export const ADMIN_MANIFEST_FILE = 'admin.webmanifest';

export interface PwaOptions {
  /** The installed app's name, colours and shortcuts (app/content/web-app.ts). */
  app: AppIdentity;
  /** The owner's app, linked by the admin's pages instead. */
  adminApp: AppIdentity;
  /** The one SVG every PNG icon is rendered from. */
  iconSource: string;
  /** The enhancement module's built files (vite/enhance-plugin.ts): what public pages need offline. */
  publicJs: () => readonly string[];
  /** Built browser files (the service worker is written here as sw.js). */
  clientOutDir: string;
  /** Where the service worker's source lives (sw.ts). */
  serviceWorkerDir: string;
  /** Site images every page shows (the logo): precached for the offline page. */
  precacheImages: readonly string[];
}

/** What the client build learned, for the server build and the precache manifest. */
interface BuildState {
  icons: Partial<Record<keyof RenderedIcons, string>>;
  /** JavaScript public pages load (the enhancement module and its lazy chunks). */
  publicJs: Set<string>;
  /** CSS only the admin loads (Mantine): not precached for every visitor. */
  adminCss: Set<string>;
}

/**
 * Icons and manifest: renders the PNG icons from one SVG into the client build (hashed like
 * every asset), writes /manifest.webmanifest pointing at them, and tells the server build
 * their URLs through `virtual:pwa-head`.
 */
function appIdentity(options: PwaOptions, state: BuildState): Plugin {
  const refs: Partial<Record<keyof RenderedIcons, string>> = {};
  return {
    name: 'cfgd:app-identity',
    sharedDuringBuild: true,
    async buildStart() {
      if (this.environment.name !== 'client' || this.environment.mode !== 'build') return;
      const svg = fs.readFileSync(path.resolve(options.iconSource));
      const icons = await renderIcons(svg, options.app.themeColor);
      const names: Record<keyof RenderedIcons, string> = {
        any192: 'icon-192.png',
        any512: 'icon-512.png',
        maskable192: 'icon-maskable-192.png',
        maskable512: 'icon-maskable-512.png',
        appleTouch180: 'apple-touch-icon.png',
      };
      for (const key of Object.keys(names) as Array<keyof RenderedIcons>) {
        // Named here rather than by the bundler: the browser bundle's `virtual:pwa-head` needs
        // the apple-touch icon's URL before the bundle is written (see load()).
        const [base, ext] = names[key].split('.');
        const hash = createHash('sha256').update(icons[key]).digest('base64url').slice(0, 8);
        const fileName = `assets/${base}-${hash}.${ext}`;
        refs[key] = this.emitFile({ type: 'asset', fileName, source: icons[key] });
        state.icons[key] = `/${fileName}`;
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client' || !refs.any192) return;
      for (const key of Object.keys(refs) as Array<keyof RenderedIcons>) {
        state.icons[key] = `/${this.getFileName(refs[key]!)}`;
      }
      const { any192, any512, maskable192, maskable512 } = state.icons;
      const iconUrls = {
        any192: any192!,
        any512: any512!,
        maskable192: maskable192!,
        maskable512: maskable512!,
      };
      for (const [fileName, app] of [
        [MANIFEST_FILE, options.app],
        [ADMIN_MANIFEST_FILE, options.adminApp],
      ] as const) {
        this.emitFile({
          type: 'asset',
          fileName,
          source: `${JSON.stringify(webManifest(app, iconUrls), null, 2)}\n`,
        });
      }
      for (const file of options.publicJs()) state.publicJs.add(file);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const adminOnly = output.moduleIds.some(
          (id) => id.includes('/app/routes/admin/') || id.includes('/app/components/admin/'),
        );
        if (adminOnly)
          for (const css of output.viteMetadata?.importedCss ?? []) state.adminCss.add(css);
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // In dev there is no built manifest to point at. The browser bundle gets the same head
      // as the server, so the root layout hydrates without a mismatch.
      if (this.environment.mode === 'dev') return `export default null;`;
      if (!state.icons.appleTouch180) {
        throw new Error('pwa: the client build must run before the server build');
      }
      const head = {
        manifest: `/${MANIFEST_FILE}`,
        adminManifest: `/${ADMIN_MANIFEST_FILE}`,
        appleTouchIcon: state.icons.appleTouch180,
        themeColor: options.app.themeColor,
      };
      return `export default ${JSON.stringify(head)};`;
    },
  };
}

/**
 * Keeps the precache to what public pages use: the admin's React/Mantine stays out of it. The
 * admin's scripts and styles (every chunk of the build that public pages do not load, so every
 * chunk an admin screen can import, lazily or not) stay in the list marked
 * `ADMIN_FILE_REVISION`: the worker keeps them when the admin opens, not at install.
 */
function publicOnly(state: BuildState, images: ReadonlySet<string>) {
  return (entries: Array<ManifestEntry & { size: number }>) => {
    const manifest: Array<ManifestEntry & { size: number }> = [];
    for (const entry of entries) {
      const { url } = entry;
      if (url.startsWith('images/')) {
        if (images.has(`/${url}`)) manifest.push(entry);
      } else if (
        (url.endsWith('.js') && !state.publicJs.has(url)) ||
        (url.endsWith('.css') && state.adminCss.has(url))
      ) {
        manifest.push({ ...entry, revision: ADMIN_FILE_REVISION });
      } else {
        manifest.push(entry);
      }
    }
    return Promise.resolve({ manifest, warnings: [] });
  };
}

export function pwa(options: PwaOptions): PluginOption[] {
  const state: BuildState = { icons: {}, publicJs: new Set(), adminCss: new Set() };
  const serviceWorker = VitePWA({
    strategies: 'injectManifest',
    srcDir: options.serviceWorkerDir,
    filename: 'sw.ts',
    outDir: options.clientOutDir,
    injectRegister: false,
    registerType: 'prompt',
    // The manifest and icons come from appIdentity above (hashed icon names).
    manifest: false,
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,svg,png,webmanifest,woff2}'],
      // The owner's manifest is the admin's: no public visitor needs it (nor does offline).
      globIgnores: ['sw.js', ADMIN_MANIFEST_FILE],
      manifestTransforms: [publicOnly(state, new Set(options.precacheImages))],
      // The offline page is rendered by the server; its revision follows every source change.
      additionalManifestEntries: [{ url: '/offline', revision: sourceHash(process.cwd()) }],
      minify: true,
      sourcemap: false,
    },
  });
  // The worker is built once, after the browser build: not again for the server environment.
  const clientOnly = serviceWorker.map((plugin) =>
    plugin && typeof plugin === 'object' && 'name' in plugin
      ? { ...plugin, applyToEnvironment: (env: { name: string }) => env.name === 'client' }
      : plugin,
  );
  return [appIdentity(options, state), ...clientOnly];
}
