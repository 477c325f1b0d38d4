import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way: lib and content (shared) -> components and server -> routes -> host.
 * The public enhancement module stays free of React and server code.
 */
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

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
    files: ['app/lib/**', 'app/content/**'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      {
        group: [
          '**/server/**',
          '#app/server/*',
          '**/components/**',
          '**/routes/**',
          'react-router',
        ],
        message: 'app/lib and app/content are shared: they import nothing above them.',
      },
    ]),
  },
  {
    files: ['app/enhance/**'],
    rules: restrict([
      {
        group: ['react', 'react-dom', 'react-dom/*', 'react-router', '@mantine/*'],
        message: 'Public pages ship no React: the enhancement module is plain TypeScript.',
      },
      {
        group: ['**/server/**', '#app/server/*', '**/components/**', '**/routes/**'],
        message: 'The enhancement module runs in the browser.',
      },
    ]),
  },
  {
    files: ['app/service-worker/**'],
    rules: restrict([
      {
        group: ['react', 'react-dom', 'react-dom/*', 'react-router', '@mantine/*'],
        message: 'The service worker is plain TypeScript.',
      },
      {
        group: ['**/server/**', '#app/server/*', '**/components/**', '**/routes/**'],
        message: 'The service worker runs in the browser.',
      },
    ]),
  },
  {
    files: ['app/components/**'],
    rules: restrict([
      {
        group: ['**/routes/**', '**/server/**', '#app/server/*', '#server/*'],
        message: 'Components are fed by props; data comes from route loaders.',
      },
    ]),
  },
  {
    files: ['app/server/**'],
    rules: restrict([
      {
        group: ['**/routes/**', '**/components/**', '#server/*', '**/enhance/**'],
        message: 'Server modules sit below routes and the host.',
      },
    ]),
  },
  {
    files: ['app/routes/**/*.{ts,tsx}'],
    ignores: ['app/routes/admin/**'],
    rules: restrict([
      {
        group: ['@mantine/*'],
        message: 'Mantine is for admin routes only; public pages must not load it.',
      },
    ]),
  },
  {
    files: ['tests/**', 'bench/**', 'server/**', 'scripts/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
);
