import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/**', 'build-*/**', 'var/**', 'node_modules/**', '.react-router/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Architecture rules for browser code (app/, except .server files): nothing from server/, not even a type; from
    // contracts/ only types (its Zod schemas stay out of the browser bundle).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/entry.server.tsx', 'app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+server/',
              message: 'app/ code may not import server/ code, not even types; take wire types from contracts/.',
            },
            {
              regex: '^(\\.\\./)+contracts/',
              allowTypeImports: true,
              message: 'Browser code imports only types from contracts/ (keep Zod out of the bundle).',
            },
          ],
        },
      ],
    },
  },
  {
    // Services never import the HTTP layer or React: only a module's api.ts handlers speak HTTP.
    files: ['server/modules/**/*.ts', 'server/lib/**/*.ts', 'contracts/**/*.ts'],
    ignores: ['server/modules/**/api.ts', 'server/modules/**/*-api.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'hono', message: 'Services do not speak HTTP; a module’s api.ts does.' },
            { name: 'react', message: 'Server modules do not render.' },
          ],
          patterns: [
            { regex: '^hono/', message: 'Services do not speak HTTP; a module’s api.ts does.' },
            { regex: '^(\\.\\./)+http/', message: 'Services never import from the HTTP layer (server/http).' },
          ],
        },
      ],
    },
  },
  {
    // e2e: a wait inside the page polls on a timer (tests/e2e/browser.ts POLL_MS). The default, requestAnimationFrame,
    // can be starved under parallel load, and the wait then times out on a page that is fine: a flaky test.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForFunction']:not(:has(Property[key.name='polling']))",
          message: 'Give waitForFunction a polling interval ({ polling: POLL_MS }): rAF polling starves under load.',
        },
      ],
    },
  },
)
