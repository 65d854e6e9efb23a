import { defineConfig } from 'vitest/config'

// Unit tests sit beside the code (*.test.ts); integration tests (*.int.test.ts) need a database.
export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'core/**/*.test.ts',
            'contracts/**/*.test.ts',
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'tests/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          // Two files at a time on one worker's imports, as the integration suite (decision 069): no unit file mocks a
          // module or leaves a global stubbed or the clock faked.
          fileParallelism: true,
          maxWorkers: 2,
          isolate: false,
          setupFiles: ['tests/setup/fast-check.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['server/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'],
          testTimeout: 60000,
          hookTimeout: 180000,
          // Two files at a time (Vitest's default is one fewer than the cores: one here), each on its own copy of the
          // seeded database and its own ephemeral ports; one worker's module imports serve all its files (no file
          // mocks a module, fakes the clock or sets the environment). Decision 069.
          fileParallelism: true,
          maxWorkers: 2,
          isolate: false,
          globalSetup: ['tests/setup/global-db.ts'],
          setupFiles: ['tests/setup/fast-check.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          testTimeout: 60000,
          hookTimeout: 180000,
          // Two files at a time against the one server (tests/e2e/global-server.ts): each file signs in its own
          // phones and finds its own orders by number, so no file reads another's rows (decision 062: about
          // 4.5 minutes off a clean run on the 2-core CI machine).
          fileParallelism: true,
          maxWorkers: 2,
          // A page on a loaded 2-core CI machine may take more than expect.poll's default second to answer a click;
          // a condition that never comes still fails, only later.
          expect: { poll: { timeout: 5000 } },
          globalSetup: ['tests/e2e/global-server.ts'],
        },
      },
    ],
  },
})
