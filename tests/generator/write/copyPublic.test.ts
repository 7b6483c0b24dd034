import { lstat, mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFolder } from '../../helpers/tempFolder.js';
import { checkSite } from '../../../generator/check.js';
import { formatError, formatProblemIn, type UserError } from '../../../generator/errors.js';
import { listPublicFiles } from '../../../generator/load/publicFiles.js';
import { publicWarnings } from '../../../generator/load/publicWarnings.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { withNewOutput } from '../../../generator/write/writeSite.js';
import { treeSnapshot } from '../../helpers/treeSnapshot.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';
import { buildFixture } from '../../helpers/buildInProcess.js';

/** A project folder holding `public/` with the given files (`text`) and links (`{ link }`), and a secret beside it. */
async function project(
  entries: Record<string, string | { link: string }>,
): Promise<{ root: string; publicDir: string; out: string }> {
  const root = tempFolder('public');
  const publicDir = path.join(root, 'public');
  await writeFile(path.join(root, 'secret.txt'), 'not for visitors');
  for (const [name, entry] of Object.entries(entries)) {
    const file = path.join(publicDir, name);
    await mkdir(path.dirname(file), { recursive: true });
    if (typeof entry === 'string') await writeFile(file, entry);
    else await symlink(entry.link, file);
  }
  return { root, publicDir, out: path.join(root, 'out') };
}

/** Every path under `dir` with `file`, `folder` or `link`. */
async function kinds(dir: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const name of await readdir(dir, { recursive: true })) {
    const info = await lstat(path.join(dir, name));
    found[name.split(path.sep).join('/')] = info.isSymbolicLink() ? 'link' : info.isDirectory() ? 'folder' : 'file';
  }
  return found;
}

describe('what public/ publishes', () => {
  it('publishes a link that stays inside public/ as a file holding its target’s bytes, and a linked folder as its files', async () => {
    const { publicDir, out } = await project({
      'docs/tarifs.pdf': 'PDF',
      'tarifs.pdf': { link: 'docs/tarifs.pdf' },
      'docs-bis': { link: 'docs' },
    });
    await withNewOutput(out, publicDir, async () => undefined);
    expect(await kinds(out)).toEqual({
      '.site-build': 'file',
      docs: 'folder',
      'docs/tarifs.pdf': 'file',
      'docs-bis': 'folder',
      'docs-bis/tarifs.pdf': 'file',
      'tarifs.pdf': 'file',
    });
    expect(await readFile(path.join(out, 'tarifs.pdf'), 'utf8')).toBe('PDF');
  });

  it('leaves out every name starting with a dot, at any depth, but .well-known/', async () => {
    const { publicDir, out } = await project({
      '.env': 'KEY=1',
      '.git/config': '[core]',
      'img/.secret.png': 'x',
      'img/logo.svg': '<svg/>',
      '.well-known/security.txt': 'Contact: x',
    });
    await withNewOutput(out, publicDir, async () => undefined);
    expect(await kinds(out)).toEqual({
      '.site-build': 'file',
      '.well-known': 'folder',
      '.well-known/security.txt': 'file',
      img: 'folder',
      'img/logo.svg': 'file',
    });
    expect((await listPublicFiles(publicDir)).leftOut).toEqual([
      'public/.env',
      'public/.git/',
      'public/img/.secret.png',
    ]);
  });

  it('refuses a link leading outside public/, naming it in both languages, and leaves the output folder as it was', async () => {
    const { root, publicDir, out } = await project({ 'index.txt': 'ok' });
    await withNewOutput(out, publicDir, async () => undefined);
    const before = await treeSnapshot(out);
    await symlink(path.join(root, 'secret.txt'), path.join(publicDir, 'leak.txt'));
    const error = (await withNewOutput(out, publicDir, async () => undefined).catch(
      (caught: unknown) => caught,
    )) as UserError;
    expect(error.problems.map((problem) => formatProblemIn(problem, 'en'))).toEqual([
      `public/leak.txt symbolic link refused: it leads outside public/, to ${path.join(root, 'secret.txt')}: the build publishes nothing from elsewhere on this computer\n  hint: put the file itself in public/ instead of a link to it, or remove public/leak.txt.`,
    ]);
    expect(formatProblemIn(error.problems[0]!, 'fr')).toBe(
      `public/leak.txt lien symbolique refusé\u00a0: il mène hors de public/, vers ${path.join(root, 'secret.txt')}\u00a0: la construction ne publie rien d’autre de cet ordinateur\n  conseil\u00a0: placez le fichier lui-même dans public/ au lieu d’un lien vers lui, ou supprimez public/leak.txt.`,
    );
    expect(formatError(error).split('\n').at(-1)).toBe(
      'Content check failed: 1 problem found. Nothing was written; the previous output is unchanged.',
    );
    expect(await treeSnapshot(out)).toEqual(before);
    expect(await readdir(root)).toEqual(['out', 'public', 'secret.txt']);
  });

  it('refuses a link to a folder holding it, to a name left out, to nothing, and a folder link leading outside', async () => {
    const { publicDir } = await project({
      'a/b/up': { link: '..' },
      'env.txt': { link: '.env' },
      '.env': 'KEY=1',
      'gone.txt': { link: 'nowhere.txt' },
      etc: { link: '/etc' },
    });
    const { problems, files } = await listPublicFiles(publicDir);
    expect(problems.map((problem) => `${problem.position.file} ${problem.message}`)).toEqual([
      `public/a/b/up symbolic link refused: it leads to ${path.join(publicDir, 'a')}, a folder that holds the link itself, so its copy would never end`,
      `public/env.txt symbolic link refused: it leads to ${path.join(publicDir, '.env')}, whose name starts with a dot and is never published`,
      'public/etc symbolic link refused: it leads outside public/, to /etc: the build publishes nothing from elsewhere on this computer',
      `public/gone.txt symbolic link refused: it leads to ${path.join(publicDir, 'nowhere.txt')}, which does not exist`,
    ]);
    expect(files).toEqual([]);
  });

  it('warns of the names left out and of the files that can run scripts on the site’s address', async () => {
    const { publicDir } = await project({
      '.env': 'KEY=1',
      '.git/config': '[core]',
      '.DS_Store': '',
      'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>',
      'img/carte.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'img/lien.svg': '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
      'img/script.svg': '<svg><script>alert(1)</script></svg>',
      'old/page.html': '<p>Hi</p><SCRIPT src=x></SCRIPT>',
      'notes.txt': '<script>not run</script>',
    });
    expect(await publicWarnings(await listPublicFiles(publicDir))).toEqual([
      {
        en: '2 names of public/ left out of the site, as a name starting with a dot is never published (but .well-known/): public/.env, public/.git/',
        fr: '2 noms de public/ laissés hors du site, car un nom commençant par un point n’est jamais publié (sauf .well-known/)\u00a0: public/.env, public/.git/',
      },
      {
        en: 'public/img/carte.svg, public/img/lien.svg, public/img/script.svg, public/old/page.html can run scripts on the site’s own address: hosts that send no Content-Security-Policy (GitHub Pages, S3) will run them. Remove the <script>, on…= attributes and javascript: links, or serve the file from another domain',
        fr: 'public/img/carte.svg, public/img/lien.svg, public/img/script.svg, public/old/page.html peuvent exécuter des scripts à l’adresse même du site\u00a0: les hébergeurs qui n’envoient pas de Content-Security-Policy (GitHub Pages, S3) les exécuteront. Retirez les <script>, attributs on…= et liens javascript:, ou servez le fichier depuis un autre domaine',
      },
    ]);
  });
});

describe('site build and public/', () => {
  let site: TempSite;
  beforeAll(async () => {
    site = await createTempSite();
    await site.write('public/.env', 'SECRET=1');
    await mkdir(path.join(site.root, 'public/.well-known'));
    await site.write('public/.well-known/security.txt', 'Contact: mailto:securite@example.fr');
    await site.write('public/plan.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(1)"/>');
  });
  afterAll(() => site?.remove());

  it('publishes .well-known/, leaves .env out and warns of both it and the SVG that runs a script', async () => {
    const logger = createMemoryLogger();
    const outDir = path.join(site.root, 'out');
    await buildFixture({ root: site.root, outDir, logger });
    expect(await readFile(path.join(outDir, '.well-known/security.txt'), 'utf8')).toBe(
      'Contact: mailto:securite@example.fr',
    );
    await expect(lstat(path.join(outDir, '.env'))).rejects.toThrow(/ENOENT/);
    expect(logger.warnings.filter((line) => line.includes('public/'))).toEqual([
      '1 name of public/ left out of the site, as a name starting with a dot is never published (but .well-known/): public/.env',
      expect.stringMatching(/^public\/plan\.svg can run scripts on the site’s own address: /),
    ]);
  });

  it('fails on a link leading outside public/, naming it, with the output folder as the last build left it', async () => {
    const outDir = path.join(site.root, 'out');
    const before = await treeSnapshot(outDir);
    await symlink('/etc/passwd', path.join(site.root, 'public/leak.txt'));
    const failed = buildFixture({
      root: site.root,
      outDir,
    });
    await expect(failed).rejects.toMatchObject({
      name: 'UserError',
      problems: [
        {
          position: { file: 'public/leak.txt' },
          message:
            'symbolic link refused: it leads outside public/, to /etc/passwd: the build publishes nothing from elsewhere on this computer',
        },
      ],
    });
    expect(await treeSnapshot(outDir)).toEqual(before);
  });

  it('site check names the link leading outside public/, and links to /.well-known/ lead somewhere but links to a dotfile do not', async () => {
    await site.write(
      'content/pages/securite.md',
      '---\ntitle: Sécurité\ndescription: Comment nous signaler une faille de sécurité sur ce site.\n---\n\nVoir [security.txt](/.well-known/security.txt) et [les clés](/.env).\n',
    );
    const { problems } = await checkSite({ root: site.root, env: {} });
    expect(problems.map((problem) => `${problem.position.file} ${problem.message}`)).toEqual([
      'public/leak.txt symbolic link refused: it leads outside public/, to /etc/passwd: the build publishes nothing from elsewhere on this computer',
      expect.stringMatching(/^content\/pages\/securite\.md .*\/\.env/),
    ]);
  });
});
