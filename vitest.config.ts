import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        // Command-line tests start Node: they get more time. The CLI they run is compiled first.
        test: { name: 'unit', include: ['tests/*.test.ts', 'tests/generator/**/*.test.ts', 'tests/model/**/*.test.ts', 'tests/client/**/*.test.ts'], environment: 'node', testTimeout: 30_000, globalSetup: ['tests/helpers/compileCli.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/helpers/compileCli.ts', 'tests/browser/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
