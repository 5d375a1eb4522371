// Lint rules: type-aware checks where they catch real bugs (floating promises),
// and the boundary between browser and server code (CONVENTIONS: server-only code).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'build', '.state', 'test-results', 'playwright-report', '**/*.d.ts', 'scripts/.*.tmp.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Browser code never imports the worker, secrets handling or server-only modules.
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/worker/**', '../../worker/*'], message: 'client/ must not import worker code (server only).' },
            { group: ['*.server', '**/*.server'], message: 'Server-only module.' },
            { group: ['jose', 'hono', 'hono/*', 'miniflare'], message: 'Server-only dependency.' },
          ],
        },
      ],
    },
  },
  {
    // The storefront reaches the commerce API only over its upstream (a service binding or
    // HTTP, worker/api/upstream.ts), and the commerce Worker never imports the storefront.
    files: ['worker/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/services/**'], message: 'The storefront calls the commerce API through worker/api/upstream.ts only.' }],
        },
      ],
    },
  },
  {
    // Each Worker of services/ shares only shared/ and locales/ with the storefront, and the
    // payment provider is a third party to the commerce Worker: HTTP only, both ways.
    files: ['services/commerce/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/worker/**', '**/client/**'],
              message: 'The commerce Worker shares only shared/ and locales/ with the storefront.',
            },
            { group: ['**/services/payments/**', '**/payments/src/**'], message: 'The payment provider is reached over HTTP only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['services/payments/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/worker/**', '**/client/**'],
              message: 'The payment provider shares only shared/ with the shop.',
            },
            { group: ['**/services/commerce/**', '**/commerce/src/**'], message: 'The commerce Worker is reached over HTTP only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      // shared/ is pure: no clock or randomness inside (CONVENTIONS).
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pass randomness in.' },
        { object: 'Date', property: 'now', message: 'Pass the clock in.' },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
);
