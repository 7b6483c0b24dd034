import { format } from 'node:util';
import { vi } from 'vitest';
import { main } from '../../generator/cli.js';
import type { RunResult } from './runSite.js';
import { repoRoot } from './tempSite.js';

/**
 * Runs the `site` command line in this process (generator/cli.ts's `main`, which bin/site.js
 * calls) with `cwd` as the project, and collects what it prints and the exit code it returns:
 * the same as runSite without starting Node. In an English locale unless `env` says otherwise;
 * `env` is set in process.env for the run (the CLI reads SITE_* and the locale there), and the
 * process works in `cwd` meanwhile (messages name paths relative to the user's folder).
 * For what only a real process shows (signals, exit once the output is flushed), use runSite.
 */
export async function runCli(args: string[], cwd: string, env: Record<string, string> = {}): Promise<RunResult> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const vars = { LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', ...env };
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  const exitCode = process.exitCode;
  const folder = process.cwd();
  const spies = [
    vi.spyOn(console, 'log').mockImplementation((...items: unknown[]) => void stdout.push(`${format(...items)}\n`)),
    vi.spyOn(console, 'info').mockImplementation((...items: unknown[]) => void stdout.push(`${format(...items)}\n`)),
    vi.spyOn(console, 'warn').mockImplementation((...items: unknown[]) => void stderr.push(`${format(...items)}\n`)),
    vi.spyOn(console, 'error').mockImplementation((...items: unknown[]) => void stderr.push(`${format(...items)}\n`)),
    vi
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array) => (stdout.push(String(chunk)), true)),
  ];
  Object.assign(process.env, vars);
  process.exitCode = undefined;
  process.chdir(cwd);
  try {
    const code = await main(args, { toolRoot: repoRoot, cwd });
    return { code, stdout: stdout.join(''), stderr: stderr.join('') };
  } finally {
    process.chdir(folder);
    process.exitCode = exitCode;
    for (const spy of spies) spy.mockRestore();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
