import { build } from 'esbuild';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type Renderer = typeof import('./renderer.js');

/**
 * Compiles the template-dependent stages afresh and imports them: new code after each template
 * edit. The module is written beside the compiled CLI, in dist/, where its imports of npm
 * packages resolve to the tool's node_modules, and removed once imported; its name is new each
 * time, as an imported module stays loaded under its name.
 */
export async function loadRenderer(toolRoot: string): Promise<Renderer> {
  const outfile = path.join(toolRoot, 'dist', `.renderer-${process.pid}-${randomUUID()}.mjs`);
  await build({
    entryPoints: [path.join(toolRoot, 'generator', 'dev', 'renderer.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
  });
  // React is left outside the module and reads NODE_ENV when first loaded: render with its
  // production build, as the compiled CLI does for `site build` (the development build is
  // several times slower and renders the same bytes).
  process.env.NODE_ENV ??= 'production';
  const module = (await import(pathToFileURL(outfile).href)) as Renderer;
  await rm(outfile, { force: true });
  return module;
}
