// npm test: compiles the CLI, then runs the type check and the format check side by side (each
// keeps one core busy for 15–20 s; one after the other they took 35–40 s), then the unit suite,
// then the browser suite, and prints how long each part took. Stops at the first part that fails,
// with its exit code.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const formatted = ['generator', 'templates', 'client', 'model', 'tests', 'scripts'];

/** Runs a command in the project's folder, its output shown as it comes; resolves with its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => (console.error(`${command}: ${error.message}`), resolve(1)));
    child.on('exit', (code, signal) => resolve(code ?? (signal === 'SIGINT' ? 130 : 1)));
  });
}

/** Runs `parts` (each resolving with an exit code) and prints `label: N s`; the first failure's code. */
async function timed(label, parts) {
  const started = Date.now();
  const codes = await Promise.all(parts);
  console.log(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  return codes.find((code) => code !== 0) ?? 0;
}

const steps = [
  () => timed('Compile', [run(process.execPath, ['scripts/compile.mjs'])]),
  () =>
    timed('Type and format checks', [
      run(bin('tsc'), ['--noEmit']),
      run(bin('prettier'), ['--check', '--log-level', 'warn', ...formatted]),
    ]),
  () => timed('Unit suite', [run(bin('vitest'), ['run', '--project', 'unit'])]),
  () => timed('Browser suite', [run(bin('vitest'), ['run', '--project', 'browser'])]),
];
for (const step of steps) {
  const code = await step();
  if (code !== 0) process.exit(code);
}
