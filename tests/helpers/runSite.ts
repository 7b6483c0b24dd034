import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './tempSite.js';

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `site <args>` as a user would, in `cwd`, and collects its output; in an English locale
 * unless `env` says otherwise; as another user when `uid` is given (a root test dropping rights).
 */
export function runSite(
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
  uid?: number,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'site.js'), ...args], {
      cwd,
      uid,
      gid: uid,
      env: { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', ...env, FORCE_COLOR: '0' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
