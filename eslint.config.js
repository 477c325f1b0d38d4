import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import boundaries from 'eslint-plugin-boundaries';
import cycles from './eslint/no-import-cycle.js';

/**
 * The layers of docs/conventions.md, as element types on resolved paths (so `#app/...`, relative
 * and `.ts` imports are judged alike). Order matters: a file takes the first type that matches.
 */
const elements = [
  { type: 'host', pattern: 'server' },
  // The router context keys: set by the host, read by loaders and actions (framework glue).
  { type: 'route-context', pattern: 'app/routes/_context' },
  { type: 'route-public', pattern: 'app/routes/_marketing' },
  { type: 'route-seo', pattern: 'app/routes/_seo' },
  { type: 'route-admin', pattern: 'app/routes/admin' },
  { type: 'component-public', pattern: 'app/components/{sections,ui,layout,quote-form}' },
  { type: 'component-admin', pattern: 'app/components/admin' },
  { type: 'server', pattern: 'app/server' },
  { type: 'content', pattern: 'app/content' },
  { type: 'lib-react', pattern: 'app/lib/react' },
  { type: 'lib', pattern: 'app/lib' },
  { type: 'enhance', pattern: 'app/enhance' },
  { type: 'service-worker', pattern: 'app/service-worker' },
  // root.tsx, routes.ts, entry.server.tsx: the shell that wires routes, server and document.
  { type: 'app-shell', pattern: 'app' },
  { type: 'tooling', pattern: '{vite,bench,scripts,eslint,tests}' },
].map((element) => ({ ...element, partialMatch: false }));

const shared = ['lib', 'content'];
/**
 * Which element types each may import (anything not listed is refused). Content builds on lib,
 * never the reverse: what needs both (SEO, special hours, the shipped admin defaults) lives in
 * app/content.
 */
const layers = {
  content: ['content', 'lib'],
  lib: ['lib'],
  'lib-react': ['lib-react', ...shared],
  enhance: ['enhance', ...shared],
  // The worker replays queued leads with the enhancement module's own queue code (background sync).
  'service-worker': ['service-worker', 'enhance', ...shared],
  'component-public': ['component-public', 'lib-react', ...shared],
  'component-admin': ['component-admin', 'component-public', 'lib-react', ...shared],
  server: ['server', ...shared],
  'route-context': ['server', ...shared],
  'route-seo': ['route-context', 'server', ...shared],
  'route-public': [
    'route-public',
    'route-context',
    'component-public',
    'lib-react',
    'server',
    ...shared,
  ],
  'route-admin': [
    'route-admin',
    'route-context',
    'component-admin',
    'component-public',
    'lib-react',
    'server',
    ...shared,
  ],
  'app-shell': ['route-context', 'component-public', 'lib-react', 'server', ...shared],
  host: ['host', 'route-context', 'server', ...shared],
};

const browserOnly = ['react', 'react-dom', 'react-dom/*', 'react-router', '@mantine/*'];
/** Packages a layer must not load, with why. */
const forbiddenPackages = [
  {
    from: ['lib', 'content'],
    packages: [...browserOnly, '@react-router/*'],
    why: 'shared code is plain TypeScript',
  },
  { from: ['enhance', 'service-worker'], packages: browserOnly, why: 'public pages ship no React' },
  {
    from: ['route-public', 'route-seo', 'component-public', 'app-shell'],
    packages: ['@mantine/*'],
    why: 'Mantine is for admin only; public pages must not load it',
  },
  {
    from: ['server'],
    packages: ['react-dom', 'react-dom/*', '@mantine/*'],
    why: 'server modules render nothing',
  },
  {
    from: ['server'],
    packages: ['react-router', '@react-router/*'],
    why: 'app/server knows no framework: its glue is app/routes/**/*.server.ts',
  },
];

const layerRules = {
  plugins: { boundaries, cycles },
  settings: {
    'boundaries/elements': elements,
    'import/resolver': { './eslint/subpath-resolver.js': {} },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // Also judge imports of packages (React, Mantine), not only files of the tree.
        checkAllOrigins: true,
        policies: [
          ...Object.entries(layers).map(([from, allowed]) => ({
            from: { element: { type: from } },
            disallow: { to: { element: { type: `!{${allowed.join(',')}}` } } },
          })),
          ...forbiddenPackages.map(({ from, packages }) => ({
            // A one-name brace (`{server}`) is not a pattern micromatch expands: name it bare.
            from: { element: { type: from.length === 1 ? from[0] : `{${from.join(',')}}` } },
            disallow: { to: { module: { origin: 'external', source: packages } } },
          })),
        ],
      },
    ],
    'cycles/no-import-cycle': 'error',
  },
};

/**
 * Decision 0015's imports rule; `contentImport` matches, in the files it covers, an import of an
 * app/content module (whose `default*` values are the shipped content, not the published one).
 */
function snapshotOnly(contentImport) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: 'live-holder',
            message: 'Content is a snapshot passed down from the loader (decision 0015).',
          },
          {
            regex: contentImport,
            importNamePattern: '^default(?!FaqCategoryId$)',
            message:
              'A page shows the published content: take it from the loader (getContent), not the default.',
          },
        ],
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      'data/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.{ts,tsx,js,cjs}'],
    // Tests reach into any layer on purpose (and a test beside lib code is not lib code).
    ignores: ['tests/**', '**/*.test.{ts,tsx}'],
    ...layerRules,
  },
  {
    // Decision 0015: content reaches a page through calls (the request's snapshot, from the
    // router context, by loaders and props), never through module state. The holder is gone and
    // stays gone; the public pages and what they render read no shipped default in place of the
    // published value.
    files: ['app/routes/_marketing/**', 'app/components/**/*.tsx'],
    ignores: ['**/*.test.{ts,tsx}', 'app/components/admin/**'],
    rules: snapshotOnly('^(#app/content/|(\\.\\./)+content/)'),
  },
  {
    // The same for the SEO builders, which sit in app/content: their content imports are `../x`.
    files: ['app/content/seo/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: snapshotOnly('^(#app/content/|\\.\\./(?!\\.\\./))'),
  },
  {
    // A migration is frozen history: it runs the schema code it was written with, never
    // today's application modules (only Kysely and the dialect's column types).
    files: ['app/server/db/migrations/0*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(#|\\.\\./\\.\\.|\\.\\./(?!dialect\\.ts$))',
              message: 'Migrations import only kysely and ../dialect.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The outbox owns delivery only: what a row is and what its delivery also changes belong to
    // the channels registered at start (app/server/workers.ts), never imported from here.
    files: ['app/server/outbox/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(#app/server/|\\.\\./)(mail|push|reviews|booking|leads|dashboard)/',
              message: 'The outbox knows no channel: register one in app/server/workers.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 38: content is an argument. A function says in its signature what content it reads
    // (the request's snapshot, or the piece it needs, e.g. `business`); only the entries that
    // own a snapshot read the published one: the HTTP host (one per request) with its page
    // cache, the background workers (one per run or send) and the admin:create command.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      // Browser code, with a no-restricted-syntax of its own (below); it holds no services.
      'app/components/admin/**',
      'server/host-app.ts',
      'server/page-cache/page-cache.ts',
      'app/server/workers.ts',
      'server/cli/admin-create.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='current']:matches([callee.object.name='content'], [callee.object.property.name='content'])",
          message:
            'Content is an argument (issue 38): take the request snapshot (getContent, ctx.content, c.get("content")) and pass it down.',
        },
      ],
    },
  },
  {
    // Issue 28: the first Intl object a page builds loads the browser's locale data, a long
    // task on a phone while an admin screen opens. The admin's components write numbers with
    // app/lib/number-text.ts and days with dayLabel; a date in a time zone comes from the server.
    files: ['app/components/admin/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message:
            'No Intl in the admin browser code: app/lib/number-text.ts, dayLabel, or the server.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            'No toLocale*String in the admin browser code: app/lib/number-text.ts, dayLabel, or the server.',
        },
      ],
    },
  },
  {
    files: ['tests/**', 'bench/**', 'server/**', 'scripts/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
);
