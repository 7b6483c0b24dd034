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
          // One file at a time. Two at a time took 368 s instead of 476 s on CI, but the focus checks
          // of the cart drawer (expect.poll's one second) then failed under the doubled load.
          fileParallelism: false,
        },
      },
    ],
  },
});
