import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        // The few tests that start the CLI get more time; the CLI they run is compiled first.
        // isolate: false: the test files share one module graph, so the generator and its
        // templates are loaded once, not once per file (half of the suite's time otherwise).
        // vi.mock stays per file; a test that changes process state (env, cwd, spies) restores it.
        test: { name: 'unit', include: ['tests/*.test.ts', 'tests/generator/**/*.test.ts', 'tests/model/**/*.test.ts', 'tests/client/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 30_000, globalSetup: ['tests/helpers/compileCli.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/helpers/compileCli.ts', 'tests/browser/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two test files at a time, each with its own Chromium, against the one site globalSetup
          // serves: 476 s → 323 s on this 2-core machine, every test passing.
          maxWorkers: 2,
        },
      },
    ],
  },
});
