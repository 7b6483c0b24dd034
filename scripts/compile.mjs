// npm run compile (also run by `npm install` / `npm ci` through `prepare`, and before the tests):
// compiles the TypeScript CLI (generator + templates + their npm packages) into one CommonJS file,
// dist/cli.cjs, which bin/site.js runs, and beside it the write stage's thread, dist/writerThread.cjs (see
// generator/write/fileWriter.ts). A command then starts in about 0.2 s instead of loading
// thousands of package modules one by one. Written beside, then renamed: a command started
// meanwhile never reads a half-written file.
import { build } from 'esbuild';
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const toolRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(toolRoot, 'dist');
const output = path.join(dist, `.cli-${process.pid}.tmp`);
try {
  await build({
    // The writing thread is an entry of its own: a worker starts from a file.
    entryPoints: {
      cli: path.join(toolRoot, 'generator', 'cli.ts'),
      writerThread: path.join(toolRoot, 'generator', 'write', 'writerThread.ts'),
    },
    outdir: output,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    // CommonJS, loaded with require: 50 ms less per command than the same bundle as an ES module.
    format: 'cjs',
    target: 'node20',
    // esbuild and sharp ship native binaries: they stay packages. The e-mail client and the chat widget
    // are loaded by islands in the browser only (dynamic imports never run on the server):
    // bundling them would make every command parse 1.5 MB of Vue and Babel for nothing.
    // Pagefind starts its own binary, found from its package's place: it stays a package too.
    external: ['esbuild', 'sharp', 'pagefind', '@n8n/chat', '@emailjs/browser'],
    // React's production build: its development checks double the time of a render.
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'silent',
  });
  for (const file of ['writerThread.cjs', 'writerThread.cjs.map', 'cli.cjs', 'cli.cjs.map'])
    renameSync(path.join(output, file), path.join(dist, file));
} catch (error) {
  console.error(`The generator could not be compiled: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  rmSync(output, { recursive: true, force: true });
}
