import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemError } from '../../../generator/write/systemError.js';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { runSite, type RunResult } from '../../helpers/runSite.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';
import { treeSnapshot } from '../../helpers/treeSnapshot.js';

const errno = (code: string, file: string) =>
  Object.assign(new Error(`${code}: failed, '${file}'`), { code, path: file });

describe('systemError', () => {
  it('says in one sentence which file could not be written and what to do', () => {
    const out = path.resolve('out');
    expect(systemError(errno('ENOSPC', path.resolve('.out-next-1-a/cgv.html')), out)?.message).toBe(
      'Could not write the site: .out-next-1-a/cgv.html: the disk is full. Free some space, then build again. out is unchanged.',
    );
    expect(systemError(errno('EACCES', '/srv/www/.out-next-1-a'), out)?.message).toBe(
      'Could not write the site: /srv/www/.out-next-1-a: permission denied. Give yourself write access to the folder (or choose another one with --out), then build again. out is unchanged.',
    );
    expect(systemError(errno('ENOENT', path.resolve('public/logo.svg')), out)?.message).toBe(
      'Could not write the site: public/logo.svg: it disappeared during the build (was it deleted or moved?). Build again once nothing else changes the project. out is unchanged.',
    );
  });

  it('says it in French too, for editors whose locale is French', () => {
    const out = path.resolve('out');
    expect(systemError(errno('ENOSPC', path.resolve('.out-next-1-a/cgv.html')), out)?.fr).toBe(
      'Impossible d’écrire le site\u00a0: .out-next-1-a/cgv.html\u00a0: le disque est plein. Libérez de la place, puis relancez la construction. out est inchangé.',
    );
    expect(systemError(errno('ENOENT', path.resolve('public/logo.svg')), out)?.fr).toBe(
      'Impossible d’écrire le site\u00a0: public/logo.svg\u00a0: il a disparu pendant la construction (supprimé ou déplacé\u00a0?). Relancez la construction quand plus rien ne modifie le projet. out est inchangé.',
    );
  });

  it('leaves anything else to be reported as an internal error', () => {
    expect(systemError(new TypeError('x is undefined'), 'out')).toBeUndefined();
    expect(systemError(errno('ERR_SOMETHING', 'a'), 'out')).toBeUndefined();
  });
});

const webhook = { SITE_CHAT_WEBHOOK_URL: 'https://hooks.example.fr/chat' };

/**
 * Runs `site build --quiet --out <out>` in `cwd` as another user: a process of its own, since
 * this one cannot give up its rights for one build.
 */
function buildAs(uid: number | undefined, cwd: string, out: string): Promise<RunResult> {
  return runSite(['build', '--quiet', '--out', out], cwd, webhook, uid);
}

/** Whether this process may mount a small tmpfs (root, outside a restricted container). */
function canMount(): boolean {
  const probe = path.join(tmpdir(), `mount-probe-${process.pid}`);
  try {
    execFileSync('mkdir', ['-p', probe]);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    execFileSync('rm', ['-rf', probe]);
  }
}

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
});
afterAll(() => site.remove());

describe('site build meeting an operating-system error', () => {
  // Skipped where mounting is not permitted (not root, or a container without CAP_SYS_ADMIN).
  it.skipIf(!canMount())(
    'names the file on a full disk, exit 1, out/ untouched (needs permission to mount a tmpfs)',
    async () => {
      const disk = await mkdtemp(path.join(tmpdir(), 'full-disk-'));
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', disk]);
      try {
        const out = path.join(disk, 'out');
        // Built in this process, as `site build --quiet` would print it: the disk lies outside the
        // working folder, so the message names its folders in full either way. The first build
        // takes about 1.3 MB: a second copy does not fit.
        expect((await buildInProcess(site.root, { outDir: out, env: webhook })).code).toBe(0);
        const before = await treeSnapshot(out);
        const result = await buildInProcess(site.root, { outDir: out, env: webhook });
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(
          new RegExp(
            `^Could not write the site: ${disk}/\\.out-next-\\d+-\\w+/\\S+: the disk is full\\. Free some space, then build again\\. ${out} is unchanged\\.\\n$`,
          ),
        );
        expect(await treeSnapshot(out)).toEqual(before);
      } finally {
        execFileSync('umount', [disk]);
        await rm(disk, { recursive: true, force: true });
      }
    },
  );

  it('names the folder it may not write into, exit 1, out/ untouched', async () => {
    const locked = path.join(site.root, 'locked');
    await mkdir(locked);
    expect(
      (
        await buildInProcess(site.root, {
          outDir: 'locked/out',
          env: webhook,
        })
      ).code,
    ).toBe(0);
    const before = await treeSnapshot(path.join(locked, 'out'));
    // Root may write anywhere: the build then runs as the unprivileged user "nobody".
    const asRoot = process.getuid?.() === 0;
    await chmod(locked, 0o555);
    if (asRoot) await chmod(site.root, 0o755);
    try {
      const result = await buildAs(asRoot ? 65534 : undefined, site.root, 'locked/out');
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /^Could not write the site: locked\/\.out-next-\d+-\w+: permission denied\. Give yourself write access to the folder \(or choose another one with --out\), then build again\. locked\/out is unchanged\.\n$/,
      );
      expect(await treeSnapshot(path.join(locked, 'out'))).toEqual(before);
    } finally {
      await chmod(locked, 0o755);
    }
  });
});
