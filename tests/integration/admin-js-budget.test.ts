import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every admin screen loads at most 180 KB gzip of JavaScript on a first load. Counted
 * here from the build, without a browser: the files React Router's page lists for a screen
 * (the browser entry and its imports, then the root, the admin layout and the screen's route
 * modules with their imports and client loader/action chunks), each as the server sends it
 * (its precompressed `.gz` copy; small files without one go as they are). `npm run bench:admin`
 * counts the same from what Lighthouse saw, and adds the timings.
 */
/**
 * Issue 13 asked for 150 KB; issue 28 put React DOM back in the browser (decision 0013: the
 * owner feels blocking time, not bytes) and raised the guard to 180 KB.
 */
const BUDGET = 180 * 1024;
/** Each screen as its route ids under the admin layout (the Site editor's sections are nested). */
const SITE_SECTIONS = [
  'site-home',
  'site-business',
  'site-banner',
  'site-services',
  'site-cities',
  'site-faqs',
  'site-testimonials',
  'site-gallery',
  'site-about',
  'site-history',
  'site-transfer',
];
const SCREENS = [
  'submissions',
  'insights',
  'settings',
  'email-templates',
  'images',
  'audit',
  'security',
  // The owner's posts (issue 40): the editor's ProseMirror chunk loads after the screen.
  'posts',
  'post-edit',
  ...SITE_SECTIONS.map((section) => `site/${section}`),
];

interface RouteEntry {
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry | undefined>;
}

const CLIENT = path.resolve(import.meta.dirname, '../../build/client');
const manifestFile = fs
  .readdirSync(path.join(CLIENT, 'assets'))
  .find((f) => /^manifest-[\w-]+\.js$/.test(f));
const manifest = JSON.parse(
  fs
    .readFileSync(path.join(CLIENT, 'assets', manifestFile ?? 'manifest.js'), 'utf8')
    .replace(/^window\.__reactRouterManifest=/, '')
    .replace(/;\s*$/, ''),
) as Manifest;

function firstLoad(screen: string): Set<string> {
  // The route manifest itself is a script of every first load (routeDiscovery 'initial').
  const files = new Set([
    `/assets/${manifestFile}`,
    manifest.entry.module,
    ...manifest.entry.imports,
  ]);
  const chain = screen.split('/').map((id) => `routes/admin/${id}`);
  for (const id of ['root', 'routes/admin/layout', ...chain]) {
    const route = manifest.routes[id];
    expect(route, id).toBeDefined();
    if (!route) continue;
    for (const file of [
      route.module,
      ...(route.imports ?? []),
      route.clientActionModule,
      route.clientLoaderModule,
      route.clientMiddlewareModule,
      route.hydrateFallbackModule,
    ]) {
      if (file) files.add(file);
    }
  }
  return files;
}

function sentBytes(file: string): number {
  const gz = path.join(CLIENT, `${file}.gz`);
  return fs.statSync(fs.existsSync(gz) ? gz : path.join(CLIENT, file)).size;
}

describe('the admin JavaScript budget (issues 13 and 28)', () => {
  it.each(SCREENS)('/admin/%s loads at most 180 KB gzip on a first load', (screen) => {
    const files = firstLoad(screen);
    const bytes = [...files].reduce((total, file) => total + sentBytes(file), 0);
    expect(files.size).toBeGreaterThan(3);
    // The shell (React DOM, React Router, Mantine's base) alone is over 120 KB: a count far below
    // means the list above missed files.
    expect(bytes).toBeGreaterThan(100 * 1024);
    expect(bytes, `${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET);
  });

  it('keeps the chart, the modal and the post body editor out of every first load', () => {
    for (const screen of SCREENS) {
      const files = [...firstLoad(screen)].join(' ');
      expect(files).not.toMatch(
        /bar-chart-module|modal-module|lead-card-sections|rich-text-editor/,
      );
    }
  });
});
