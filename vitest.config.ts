import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Small unit files among the longest to run (6–15 s each, of the 90–106 s each worker takes in
 * CI). A clean checkout has no timings for vitest to order by (it runs the largest files first),
 * and these started last, so one worker went on alone at the end of the suite (adversarialYaml
 * ended the suite in CI). They now start first.
 */
const slowFiles = [
  'tests/generator/markdown/adversarialLines.test.ts',
  'tests/generator/write/interruptedBuild.test.ts',
  'tests/generator/load/adversarialYaml.test.ts',
  'tests/generator/guide/guideExamples.test.ts',
  'tests/generator/validate/misleadingSlips.test.ts',
];

/** vitest's order, the slow files first within their project. */
class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = slowFiles.findIndex((file) => spec.moduleId.endsWith(file));
      return at < 0 ? slowFiles.length : at;
    };
    // Projects stay one after the other; within one, a stable sort on the rank.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((name) =>
      sorted.filter((spec) => spec.project.name === name).sort((a, b) => rank(a) - rank(b)),
    );
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirst },
    projects: [
      {
        extends: true,
        // The few tests that start the CLI get more time; the CLI they run is compiled first.
        // isolate: false: the test files share one module graph, so the generator and its
        // templates are loaded once, not once per file (half of the suite's time otherwise).
        // vi.mock stays per file; a test that changes process state (env, cwd, spies) restores it.
        // Two workers: vitest's default is one less than the cores, one on this 2-core machine,
        // which left the second core to esbuild and the few CLI processes only.
        test: {
          name: 'unit',
          include: [
            'tests/*.test.ts',
            'tests/generator/**/*.test.ts',
            'tests/model/**/*.test.ts',
            'tests/client/**/*.test.ts',
          ],
          environment: 'node',
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          globalSetup: ['tests/helpers/compileCli.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/helpers/compileCli.ts', 'tests/browser/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time, each worker with its own Chromium (tests/browser/chromium.ts): that
          // keeps both cores busy (three workers took longer). One Chromium for the whole run, which
          // files reach over a WebSocket, took longer too: every call then also waits on the main process.
          maxWorkers: 2,
          // The files of a worker share one module graph: Playwright, the generator and the
          // worker's Chromium are loaded once per worker, not once per file.
          isolate: false,
          // After the unit project when both run in one command: its files then never share the
          // two cores with Chromium.
          sequence: { groupOrder: 1 },
          // expect.poll waits for a state the page reaches by itself (focus moved, a lazy island
          // loaded and opened): under load that can take more than the default second. A check
          // that something happens *before* some event holds that event back itself (see
          // lateIslands.test.ts), never a short poll.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
