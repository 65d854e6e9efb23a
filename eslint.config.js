import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/**', 'var/**', 'node_modules/**', '.react-router/**', 'server/db/migrations/**'] },
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
    // Architecture rule: nothing under app/ (except .server files) imports from server/.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/entry.server.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+server/',
              allowTypeImports: true,
              message: 'app/ code may not import server/ code; go through a loader or the API.',
            },
          ],
        },
      ],
    },
  },
)
