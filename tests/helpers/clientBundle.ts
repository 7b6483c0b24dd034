import { bundleClient } from '../../generator/bundle/bundleClient.js';
import { repoRoot } from './tempSite.js';

/** The client bundle of this checkout, made by the first build of a test worker (see clientBundle). */
let bundled: ReturnType<typeof bundleClient> | undefined;

/**
 * The generator's client bundled once per test worker, for builds run in the tests' process
 * (BuildOptions.bundle). It depends only on the checkout's client/ and styles, which no test
 * changes; each build still waits for it, takes its files into `out/` and links its assets, as
 * a build that bundles itself does. esbuild's work was about 0.4 s of CPU per build, twice that
 * of a fixture build whose content stops it.
 */
export function clientBundle(): ReturnType<typeof bundleClient> {
  bundled ??= bundleClient(repoRoot);
  return bundled;
}
