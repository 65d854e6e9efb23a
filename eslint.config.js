import js from '@eslint/js'
import tseslint from 'typescript-eslint'

const restrictImports = ({ paths = [], patterns = [] }) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }],
})

const CORE_STAYS_DOWN = {
  regex: '^(\\.\\./)+(app|server|contracts|tests|bench|scripts)/',
  message: 'core/ is the ground floor: it imports only core/ (move the rule down, or the caller up).',
}
const CORE_IS_PURE = {
  regex: '^(?!\\.|vitest$|fast-check$)',
  message: 'core/ is pure TypeScript: no packages, no node: modules (I/O belongs to server/, UI to app/).',
}
const CONTRACTS_STAY_DOWN = [
  {
    regex: '^(\\.\\./)+(app|server|tests|bench|scripts)/',
    message: 'contracts/ imports only core/ and Zod: a wire shape never depends on pages or the server.',
  },
  { regex: '^(?!\\.|zod$|vitest$)', message: 'contracts/ imports only core/ and Zod.' },
]
const SERVER_BELOW_APP = {
  regex: '^(\\.\\./)+app/',
  message: 'server/ never imports app/: move the pure rule to core/, or the page code to app/.',
}
const SERVICES_OFFLINE = {
  paths: [
    { name: 'hono', message: 'Services do not speak HTTP; a module’s api.ts does.' },
    { name: 'react', message: 'Server modules do not render.' },
  ],
  patterns: [
    { regex: '^hono/', message: 'Services do not speak HTTP; a module’s api.ts does.' },
    { regex: '^(\\.\\./)+http/', message: 'Services never import from the HTTP layer (server/http).' },
  ],
}
const BROWSER = [
  {
    regex: '^(\\.\\./)+server/',
    message: 'app/ code may not import server/ code, not even types; take wire types from contracts/.',
  },
  {
    regex: '^(\\.\\./)+contracts/',
    allowTypeImports: true,
    message: 'Browser code imports only types from contracts/ (keep Zod out of the bundle).',
  },
]

/** From outside server/modules/: a module's files other than its face (and `also`, where named) are its own. */
const faceFromOutside = (also) => ({
  regex: `(^|/)modules/[\\w-]+/(?!index\\.ts$${also ? `|${also}` : ''}).+`,
  message: 'Another module is used through its public face, server/modules/<module>/index.ts.',
})
/** From a module's file `depth` folders below server/modules/: another module's face, never the db/schema barrel. */
const faceFromInside = (depth, also) => {
  const up = '\\.\\./'.repeat(depth)
  return [
    {
      regex: `^${up}(?!\\.\\.)[\\w-]+/(?!index\\.ts$${also ? `|${also}` : ''}).+`,
      message: 'Another module is used through its public face, ../<module>/index.ts.',
    },
    {
      regex: `^${up}\\.\\./db/schema\\.ts$`,
      message: 'A module reads its own tables from ./schema.ts and others’ through their faces, not the db/schema barrel.',
    },
  ]
}

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
  // The floors of docs/architecture.md, from the ground up: core/ (pure rules) ← contracts/ (wire shapes) ← server/
  // ← app/ (pages). Imports only flow down; tests/architecture.test.ts proves each rule bites and scans the tree.
  // ESLint keeps one option list per rule and file (a later block replaces an earlier one), so each block below
  // carries every pattern its files obey.
  {
    files: ['core/**/*.ts'],
    rules: {
      ...restrictImports({ patterns: [CORE_STAYS_DOWN, CORE_IS_PURE] }),
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest', 'process'].map(
          (name) => ({ name, message: 'core/ does no I/O and knows no DOM: pass the value in.' }),
        ),
      ],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: restrictImports({ patterns: CONTRACTS_STAY_DOWN }),
  },
  // Modules have a public face (decision 044): from outside server/modules/<m>/ only its index.ts is imported; the
  // process mounts its routers from its api files (server/app.ts), and db/ gathers its schema files for the one
  // migration journal. A module reads its own tables from ./schema.ts, never the db/schema.ts barrel.
  {
    files: ['server/**/*.ts'],
    rules: restrictImports({ patterns: [SERVER_BELOW_APP, faceFromOutside()] }),
  },
  {
    files: ['server/app.ts'],
    rules: restrictImports({ patterns: [SERVER_BELOW_APP, faceFromOutside('api\\.ts$|[\\w-]+-api\\.ts$')] }),
  },
  {
    files: ['server/db/**/*.ts'],
    rules: restrictImports({ patterns: [SERVER_BELOW_APP, faceFromOutside('([\\w-]+-)?schema\\.ts$')] }),
  },
  ...[1, 2].flatMap((depth) => {
    const files = [`server/modules/*/${'*/'.repeat(depth - 1)}*.ts`]
    const inside = [SERVER_BELOW_APP, ...faceFromInside(depth)]
    return [
      { files, ignores: ['**/*.test.ts'], rules: restrictImports({ patterns: inside }) },
      {
        // Services never import the HTTP layer or React: only a module's api.ts handlers speak HTTP.
        files,
        ignores: ['server/modules/**/api.ts', 'server/modules/**/*-api.ts', '**/*.test.ts'],
        rules: restrictImports({ paths: SERVICES_OFFLINE.paths, patterns: [...inside, ...SERVICES_OFFLINE.patterns] }),
      },
    ]
  }),
  {
    // A table's foreign key names another module's table: schema files read each other (never a face, which would
    // load the whole module while the tables are being declared).
    files: ['server/modules/*/*schema.ts'],
    rules: restrictImports({ patterns: [SERVER_BELOW_APP, ...faceFromInside(1, '([\\w-]+-)?schema\\.ts$')] }),
  },
  {
    files: ['server/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrictImports({
      paths: SERVICES_OFFLINE.paths,
      patterns: [SERVER_BELOW_APP, faceFromOutside(), ...SERVICES_OFFLINE.patterns],
    }),
  },
  {
    // The pages' server code calls modules through their faces too.
    files: ['app/**/*.server.ts', 'app/entry.server.tsx'],
    rules: restrictImports({ patterns: [faceFromOutside()] }),
  },
  {
    // Browser code (app/, except .server files): nothing from server/, not even a type; from contracts/ only types
    // (its Zod schemas stay out of the browser bundle); pure rules from core/.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/entry.server.tsx', 'app/**/*.test.{ts,tsx}'],
    rules: restrictImports({ patterns: BROWSER }),
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
