import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './tempSite.js';

/**
 * Compiles the CLI once before the tests (bin/site.js runs the compiled file and never compiles
 * it itself), so they always run the code under test.
 */
export function setup(): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'compile.mjs')], { stdio: 'inherit' });
}
