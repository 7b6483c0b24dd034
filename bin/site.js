#!/usr/bin/env node
// Thin entry: compile the TypeScript CLI with esbuild (a few tens of ms), then run it.
// The generator and templates are bundled together; npm packages stay external.
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const toolRoot = fileURLToPath(new URL('..', import.meta.url));
const outfile = path.join(toolRoot, 'node_modules', '.cache', 'site', 'cli.mjs');

try {
  await build({
    entryPoints: [path.join(toolRoot, 'generator', 'cli.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: 'inline',
    logLevel: 'silent',
  });
} catch (error) {
  console.error('Internal error: the generator could not be compiled.');
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

process.setSourceMapsEnabled(true);
const { main } = await import(pathToFileURL(outfile).href);
process.exitCode = await main(process.argv.slice(2), { toolRoot, cwd: process.cwd() });
