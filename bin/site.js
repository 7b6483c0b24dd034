#!/usr/bin/env node
// Thin entry: runs the CLI compiled at install time (`npm install` runs `npm run compile`, see
// scripts/compile.mjs). It compiles nothing and checks no source file: after changing
// generator/ or templates/, run `npm run compile` (npm test, npm start and npm run build do).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const toolRoot = fileURLToPath(new URL('..', import.meta.url));
const compiled = fileURLToPath(new URL('../dist/cli.cjs', import.meta.url));
if (!existsSync(compiled)) {
  console.error(`The generator is not compiled: run "npm run compile" (or "npm install") in ${toolRoot}, then try again.`);
  process.exit(1);
}
const { main } = createRequire(import.meta.url)(compiled);
process.exitCode = await main(process.argv.slice(2), { toolRoot, cwd: process.cwd() });
