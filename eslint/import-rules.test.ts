import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers of docs/conventions.md hold only if ESLint refuses to cross them. Each probe is one
 * import, linted as if it sat at `file` (virtual paths: the fixtures live here, not in the tree).
 */
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const eslint = new ESLint({ cwd: root });

interface Probe {
  file: string;
  source: string;
  why: string;
}

const forbidden: Probe[] = [
  { file: 'app/components/ui/x.tsx', source: '#server/app.ts', why: 'component imports the host' },
  {
    file: 'app/components/sections/x.tsx',
    source: '../../../server/app.ts',
    why: 'component imports the host (relative)',
  },
  {
    file: 'app/components/ui/x.tsx',
    source: '#app/server/config.ts',
    why: 'component imports server code',
  },
  {
    file: 'app/server/x.ts',
    source: '#server/page-cache/page-cache.ts',
    why: 'server module imports the host',
  },
  {
    file: 'app/server/x.ts',
    source: '#app/routes/admin/layout.tsx',
    why: 'server module imports a route',
  },
  {
    file: 'app/server/x.ts',
    source: '#app/components/ui/icons.tsx',
    why: 'server module imports a component',
  },
  { file: 'app/server/x.ts', source: 'react-router', why: 'server module imports the router' },
  {
    file: 'app/server/x.ts',
    source: '#app/routes/_context/context.server.ts',
    why: 'server module reads the router context',
  },
  { file: 'app/lib/x.ts', source: 'react', why: 'shared lib imports React' },
  { file: 'app/lib/x.ts', source: '@mantine/core', why: 'shared lib imports Mantine' },
  {
    file: 'app/lib/x.ts',
    source: '#app/enhance/main.ts',
    why: 'shared lib imports the enhancement module',
  },
  { file: 'app/lib/x.ts', source: './react/nonce.ts', why: 'isomorphic lib imports React lib' },
  { file: 'app/lib/x.ts', source: '#app/server/config.ts', why: 'shared lib imports server code' },
  {
    file: 'app/content/x.ts',
    source: '#app/components/ui/icons.tsx',
    why: 'content imports a component',
  },
  { file: 'app/content/x.ts', source: 'react-router', why: 'content imports the router' },
  { file: 'app/enhance/x.ts', source: 'react', why: 'enhancement imports React' },
  {
    file: 'app/enhance/x.ts',
    source: '#app/server/config.ts',
    why: 'enhancement imports server code',
  },
  {
    file: 'app/enhance/x.ts',
    source: '#app/components/ui/icons.tsx',
    why: 'enhancement imports a component',
  },
  {
    file: 'app/service-worker/x.ts',
    source: '@mantine/core',
    why: 'service worker imports Mantine',
  },
  {
    file: 'app/routes/_marketing/x.tsx',
    source: '#app/components/admin/admin-shell.tsx',
    why: 'public route imports an admin component',
  },
  {
    file: 'app/routes/_marketing/x.tsx',
    source: '@mantine/core',
    why: 'public route imports Mantine',
  },
  {
    file: 'app/routes/_marketing/x.tsx',
    source: '#app/routes/admin/layout.tsx',
    why: 'public route imports an admin route',
  },
  {
    file: 'app/components/sections/x.tsx',
    source: '#app/components/admin/admin-shell.tsx',
    why: 'public component imports an admin component',
  },
  {
    file: 'app/routes/_seo/x.ts',
    source: '#app/components/sections/hero.tsx',
    why: 'robots/sitemap import a component',
  },
  {
    file: 'server/x.ts',
    source: '#app/routes/_marketing/home.tsx',
    why: 'host imports a route module',
  },
  { file: 'server/x.ts', source: '#app/components/ui/icons.tsx', why: 'host imports a component' },
  // urls.ts imports slugs.ts: slugs.ts importing urls.ts back closes a cycle.
  { file: 'app/lib/slugs.ts', source: './urls.ts', why: 'import cycle' },
  // Content builds on lib, never the reverse (the one-way pair, issue 29).
  { file: 'app/lib/x.ts', source: '#app/content/index.ts', why: 'lib reads content' },
  { file: 'app/lib/x.ts', source: '../content/schema.ts', why: 'lib reads content (relative)' },
  {
    file: 'app/server/db/migrations/0099-x.ts',
    source: '#app/content/schema.ts',
    why: 'a migration runs application code',
  },
  {
    file: 'app/server/db/migrations/0099-x.ts',
    source: '../../images/placeholder-sync.ts',
    why: 'a migration runs application code (relative)',
  },
  {
    file: 'app/server/outbox/x.ts',
    source: '../mail/transport.ts',
    why: 'the outbox imports a channel',
  },
  {
    file: 'app/server/outbox/x.ts',
    source: '#app/server/push/sender.ts',
    why: 'the outbox imports a channel (subpath)',
  },
  {
    file: 'app/routes/_marketing/x.tsx',
    source: '#app/content/live-holder.ts',
    why: 'a page reads content from module state (decision 0015)',
  },
];

const allowed: Probe[] = [
  {
    file: 'server/x.ts',
    source: '#app/routes/_context/context.server.ts',
    why: 'the host sets the router context',
  },
  {
    file: 'app/routes/admin/x.server.ts',
    source: 'react-router',
    why: "a route's server glue uses the router",
  },
  {
    file: 'app/server/db/migrations/0099-x.ts',
    source: '../dialect.ts',
    why: "a migration uses the dialect's column types",
  },
  { file: 'app/routes/admin/x.tsx', source: '@mantine/core', why: 'admin route uses Mantine' },
  {
    file: 'app/routes/admin/x.tsx',
    source: '#app/components/admin/admin-shell.tsx',
    why: 'admin route uses admin components',
  },
  {
    file: 'app/routes/_marketing/x.tsx',
    source: '#app/components/sections/hero.tsx',
    why: 'public route uses public components',
  },
  {
    file: 'app/routes/_marketing/x.tsx',
    source: '#app/server/context.ts',
    why: 'route reaches the server layer',
  },
  {
    file: 'app/components/admin/x.tsx',
    source: '#app/components/ui/icons.tsx',
    why: 'admin components reuse public ones',
  },
  { file: 'app/components/ui/x.tsx', source: 'react', why: 'components use React' },
  {
    file: 'app/components/ui/x.tsx',
    source: '#app/lib/react/nonce.ts',
    why: 'components use React lib',
  },
  { file: 'app/lib/x.ts', source: './urls.ts', why: 'lib imports lib' },
  { file: 'app/content/x.ts', source: '../lib/urls.ts', why: 'content builds on lib' },
  {
    file: 'app/enhance/x.ts',
    source: '#app/lib/messages.ts',
    why: 'enhancement reads shared messages',
  },
  {
    file: 'app/service-worker/x.ts',
    source: '#app/enhance/lead-queue/flush.ts',
    why: 'worker replays the lead queue',
  },
  { file: 'app/server/outbox/x.ts', source: '../db/schema.ts', why: 'the outbox reads its table' },
  { file: 'server/x.ts', source: '#app/server/config.ts', why: 'host wires server modules' },
  { file: 'tests/x.ts', source: '#server/app.ts', why: 'tests reach anything' },
];

const layerRules = /^(boundaries|cycles)\/|^no-restricted-imports$/;

async function lint({ file, source }: Probe): Promise<Linter.LintMessage[]> {
  const code = `import * as probe from '${source}';\nexport { probe };\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result?.messages ?? [];
}

describe('import rules (eslint.config.js)', () => {
  // Loading the config and its plugins takes seconds on a busy machine: once, before the probes.
  beforeAll(() => lint({ file: 'app/lib/x.ts', source: './urls.ts', why: 'warm-up' }), 60_000);

  it.each(forbidden)('refuses $file -> $source ($why)', async (probe) => {
    const messages = await lint(probe);
    expect(messages.filter((m) => layerRules.test(m.ruleId ?? ''))).not.toEqual([]);
  });

  it.each(allowed)('accepts $file -> $source ($why)', async (probe) => {
    expect(await lint(probe)).toEqual([]);
  });

  // Decision 0015: what a public page shows comes from its loader, never a shipped default.
  it.each([
    ['app/routes/_marketing/x.tsx', "import { defaultBusiness } from '#app/content/business.ts';"],
    ['app/components/layout/x.tsx', "import { defaultFooter } from '../../content/site.ts';"],
    ['app/content/seo/x.ts', "import { defaultServices } from '../services.ts';"],
  ])('refuses a default content value in %s', async (file, line) => {
    const [result] = await eslint.lintText(`${line}\n`, { filePath: path.join(root, file) });
    const rules = (result?.messages ?? []).map((m) => m.ruleId);
    expect(rules).toContain('no-restricted-imports');
  });

  // Issue 38: only the host, its page cache, the workers and admin:create read the published
  // content; everything else is handed the request's snapshot.
  const readsCurrent = [
    'export function f(services: { content: { current(): unknown } }) {',
    '  return services.content.current();',
    '}',
    '',
  ].join('\n');

  it.each([
    'app/server/leads/x.ts',
    'app/routes/admin/x.tsx',
    'app/routes/admin/x.server.ts',
    'server/api/x.ts',
  ])('refuses content.current() in %s', async (file) => {
    const [result] = await eslint.lintText(readsCurrent, { filePath: path.join(root, file) });
    const rules = (result?.messages ?? []).map((m) => m.ruleId);
    expect(rules).toContain('no-restricted-syntax');
  });

  it.each(['server/host-app.ts', 'app/server/workers.ts'])(
    'lets %s read content.current()',
    async (file) => {
      const [result] = await eslint.lintText(readsCurrent, { filePath: path.join(root, file) });
      expect((result?.messages ?? []).map((m) => m.ruleId)).not.toContain('no-restricted-syntax');
    },
  );

  it('lets a public route take helpers and its FAQ tab default from content', async () => {
    const code = [
      "import { getCity, homeGridCitySlugs } from '#app/content/index.ts';",
      "import { defaultFaqCategoryId } from '#app/content/faqs.ts';",
      'export { getCity, homeGridCitySlugs, defaultFaqCategoryId };',
      '',
    ].join('\n');
    const [result] = await eslint.lintText(code, {
      filePath: path.join(root, 'app/routes/_marketing/x.tsx'),
    });
    expect(result?.messages ?? []).toEqual([]);
  });
});
