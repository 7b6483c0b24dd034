// npm test: compiles the CLI, then runs the type check and the format check side by side (each
// keeps one core busy for 15–20 s; one after the other they took 35–40 s), then the unit suite,
// then the browser suite, and prints how long each part took. Stops at the first part that fails,
// with its exit code. The tests' temporary folders are kept in memory when they can (scratchFolder).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const formatted = ['generator', 'templates', 'client', 'model', 'tests', 'scripts'];

/**
 * The tests' temporary folders (temp sites and their builds, nginx's prefix, Chromium's profiles)
 * go to a folder of this run on the machine's memory file system when it has one with room (2 GB),
 * removed at the end: on a disk mounted with `discard`, as CI's, creating and deleting them took
 * half of the unit suite's system time (unit suite 120 s → 99 s). A TMPDIR of the caller's is kept.
 * The folder is named after this process: those of runs that ended without removing theirs
 * (killed with SIGKILL; memory held until a reboot) are removed first.
 */
function scratchFolder() {
  if (process.env.TMPDIR) return undefined;
  try {
    removeEnded('/dev/shm');
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize < 2 * 1024 ** 3) return undefined;
    const folder = mkdtempSync(`/dev/shm/site-tests-${process.pid}-`);
    // Open to all with the sticky bit, as /tmp is: a test runs the CLI as the user nobody.
    chmodSync(folder, 0o1777);
    return folder;
  } catch {
    return undefined;
  }
}

/** Removes the run folders in `parent` whose process has ended (`site-tests-<pid>-…`). */
function removeEnded(parent) {
  for (const name of readdirSync(parent)) {
    const pid = Number(/^site-tests-(\d+)-/.exec(name)?.[1]);
    if (!pid || alive(pid)) continue;
    try {
      rmSync(path.join(parent, name), { recursive: true, force: true });
    } catch {
      // Another user's: theirs to remove.
    }
  }
}

/** Whether process `pid` runs (another user's, which cannot be signalled, counts). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
const scratch = scratchFolder();
const env = scratch ? { ...process.env, TMPDIR: scratch } : process.env;
// Ctrl-C reaches the running part too: it stops with 130, and the folder is still removed.
process.on('SIGINT', () => undefined);
// A SIGTERM sent to this process alone (`kill`, a CI's time limit) would leave the running part
// going on its own, and the folder in memory: it is passed on, and the run stops as for Ctrl-C.
const running = new Set();
let terminated = false;
process.on('SIGTERM', () => {
  terminated = true;
  for (const child of running) child.kill('SIGTERM');
});

/** Runs a command in the project's folder, its output shown as it comes; resolves with its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    if (terminated) return resolve(143);
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    running.add(child);
    child.on('error', (error) => (console.error(`${command}: ${error.message}`), resolve(1)));
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1));
    });
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
let code = 0;
for (const step of steps) {
  code = await step();
  if (code !== 0) break;
}
// Retried: a Chromium that a stopped run leaves may still be writing its profile there.
if (scratch) rmSync(scratch, { recursive: true, force: true, maxRetries: 5 });
process.exit(terminated ? 143 : code);
