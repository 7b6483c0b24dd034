import { execFileSync } from 'node:child_process';
import { symlinkSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem, formatProblemIn } from '../../../generator/errors.js';
import { listContent } from '../../../generator/load/listContent.js';
import { loadContent, readContent } from '../../../generator/load/loadContent.js';
import { createFixtureFolder, type FixtureFolder } from '../../helpers/fixtureFolder.js';

let folder: FixtureFolder;
afterEach(() => folder.remove());

const page = '---\ntitle: A\n---\nTexte\n';

describe('listContent', () => {
  it('lists YAML and Markdown files, sorted, and skips hidden ones', async () => {
    folder = await createFixtureFolder({
      'content/site.yaml': '',
      'content/pages/b.md': page,
      'content/pages/a.md': page,
      'content/pages/.brouillon.md': page,
      'content/local/metz.yml': '',
    });
    expect(listContent(folder.root)).toEqual({
      files: ['content/local/metz.yml', 'content/pages/a.md', 'content/pages/b.md', 'content/site.yaml'],
      problems: [],
    });
  });

  it('reports every other file under content/ with the fix for its kind, in English and French', async () => {
    folder = await createFixtureFolder({
      'content/pages/guide.markdown': page,
      'content/pages/CGU.MD': page,
      'content/offers/plans.YAML': '',
      'content/notes.txt': '',
      'content/pages/logo.png': '',
    });
    const listing = listContent(folder.root);
    expect(listing.files).toEqual([]);
    expect(listing.problems.map((problem) => formatProblemIn(problem, 'en'))).toEqual([
      'content/notes.txt this file is not read: content/ holds .md, .yaml, .yml and .csv files only\n  hint: to publish it as a page, rename it to content/notes.md with a front matter (see docs/guide/pages-markdown.md, « Modifier un texte légal (ou ajouter une page Markdown) »); otherwise move it out of content/.',
      'content/offers/plans.YAML this file is not read: the build reads .yaml files, with that ending in lower case\n  hint: rename it to content/offers/plans.yaml.',
      'content/pages/CGU.MD this file is not read: the build reads .md files, with that ending in lower case\n  hint: rename it to content/pages/CGU.md.',
      'content/pages/guide.markdown this file is not read: the build reads .md files, with that ending in lower case\n  hint: rename it to content/pages/guide.md.',
      'content/pages/logo.png this file is not read: images and documents are published from public/, not content/\n  hint: move it to public/images/logo.png and point to it as /images/logo.png.',
    ]);
    expect(listing.problems.map((problem) => formatProblemIn(problem, 'fr'))).toEqual([
      'content/notes.txt ce fichier n’est pas lu\u00a0: content/ ne contient que des fichiers .md, .yaml, .yml et .csv\n  conseil\u00a0: pour en faire une page, renommez-le en content/notes.md avec un en-tête (voir docs/guide/pages-markdown.md, «\u00a0Modifier un texte légal (ou ajouter une page Markdown)\u00a0»)\u00a0; sinon, sortez-le de content/.',
      'content/offers/plans.YAML ce fichier n’est pas lu\u00a0: le site lit les fichiers .yaml, avec cette fin en minuscules\n  conseil\u00a0: renommez-le en content/offers/plans.yaml.',
      'content/pages/CGU.MD ce fichier n’est pas lu\u00a0: le site lit les fichiers .md, avec cette fin en minuscules\n  conseil\u00a0: renommez-le en content/pages/CGU.md.',
      'content/pages/guide.markdown ce fichier n’est pas lu\u00a0: le site lit les fichiers .md, avec cette fin en minuscules\n  conseil\u00a0: renommez-le en content/pages/guide.md.',
      'content/pages/logo.png ce fichier n’est pas lu\u00a0: les images et documents sont publiés depuis public/, pas content/\n  conseil\u00a0: déplacez-le dans public/images/logo.png et désignez-le par /images/logo.png.',
    ]);
  });

  it('reports a symbolic link loop once, quickly, and lists the rest', async () => {
    folder = await createFixtureFolder({ 'content/pages/cgv.md': page });
    symlinkSync('.', path.join(folder.root, 'content/pages/boucle'));
    symlinkSync('boucle2', path.join(folder.root, 'content/pages/boucle1'));
    symlinkSync('boucle1', path.join(folder.root, 'content/pages/boucle2'));
    const listing = listContent(folder.root);
    expect(listing.files).toEqual(['content/pages/cgv.md']);
    expect(listing.problems.map(formatProblem)).toEqual([
      'content/pages/boucle this is a symbolic link to content/pages, which is already read at its own place\n  hint: remove the link: every file of content/ is read once, where it is.',
      'content/pages/boucle1 this symbolic link leads back to itself (a loop)\n  hint: remove the link; content/ is read without following symbolic links.',
      'content/pages/boucle2 this symbolic link leads back to itself (a loop)\n  hint: remove the link; content/ is read without following symbolic links.',
    ]);
  });

  it('follows no link out of content/, nor to a file read elsewhere, nor to nothing', async () => {
    folder = await createFixtureFolder({
      'content/pages/cgv.md': page,
      'secret/notes.md': page,
      'public/logo.svg': '<svg/>',
    });
    symlinkSync(path.join(folder.root, 'secret'), path.join(folder.root, 'content/partage'));
    symlinkSync('cgv.md', path.join(folder.root, 'content/pages/conditions.md'));
    symlinkSync('absent.md', path.join(folder.root, 'content/pages/perdu.md'));
    symlinkSync(path.join(folder.root, 'public/logo.svg'), path.join(folder.root, 'content/logo.svg')); // not content: ignored
    const { files, problems } = listContent(folder.root);
    expect(files).toEqual(['content/pages/cgv.md']);
    expect(problems.map(formatProblem)).toEqual([
      `content/pages/conditions.md this is a symbolic link to content/pages/cgv.md, which is already read at its own place\n  hint: remove the link: every file of content/ is read once, where it is.`,
      'content/pages/perdu.md this symbolic link points to nothing (its target does not exist)\n  hint: remove the link; content/ is read without following symbolic links.',
      `content/partage this is a symbolic link to ${path.join(folder.root, 'secret')}, outside content/\n  hint: copy what it points to into content/ instead of linking it; the site is built from content/ alone.`,
    ]);
  });

  it('refuses a pipe named like a content file instead of waiting on it forever', async () => {
    folder = await createFixtureFolder({ 'content/site.yaml': '' });
    execFileSync('mkfifo', [path.join(folder.root, 'content/tube.md')]);
    expect(listContent(folder.root).problems.map(formatProblem)).toEqual([
      'content/tube.md this is not a regular file (a pipe, socket or device)\n  hint: replace it with a plain text file.',
    ]);
  });
});

describe('loadContent', () => {
  it('reports a file deleted between listing and reading, and reads the others', async () => {
    folder = await createFixtureFolder({ 'content/pages/a.md': page, 'content/pages/b.md': page });
    const { files } = listContent(folder.root);
    unlinkSync(path.join(folder.root, 'content/pages/a.md'));
    const loaded = readContent(folder.root, files);
    expect([...loaded.files.keys()]).toEqual(['content/pages/b.md']);
    expect(loaded.problems.map(formatProblem)).toEqual([
      'content/pages/a.md this file disappeared while the site was being read (deleted or renamed during the command)\n  hint: run the command again once the file is back in place or the renaming is finished.',
    ]);
  });

  it('refuses a YAML alias bomb at its first alias', async () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
      '',
    ].join('\n');
    folder = await createFixtureFolder({ 'content/site.yaml': bomb });
    const loaded = await loadContent(folder.root);
    expect(loaded.files.size).toBe(0);
    expect(loaded.problems.map(formatProblem)).toEqual([
      'content/site.yaml:2:8 the YAML cannot be read: its aliases (*name) repeat values too many times (over 100 copies)\n  hint: write the values out instead of repeating them with & anchors and * aliases.',
    ]);
  });

  it('refuses an alias without its anchor at its position', async () => {
    folder = await createFixtureFolder({ 'content/site.yaml': 'brand:\n  name: *marque\n' });
    expect((await loadContent(folder.root)).problems.map(formatProblem)).toEqual([
      'content/site.yaml:2:9 the YAML cannot be read: the alias *marque has no anchor &marque before it\n  hint: write the value itself, or mark it with &marque where it first appears.',
    ]);
  });

  it('refuses a front matter that is never closed', async () => {
    folder = await createFixtureFolder({ 'content/pages/cgv.md': '---\ntitle: A\n\n# Conditions\n' });
    expect((await loadContent(folder.root)).problems.map(formatProblem)).toEqual([
      'content/pages/cgv.md:1:1 the front matter is not closed: no line "---" follows the opening one\n  hint: add a line with only --- after the last field (title, description…), before the text of the page.',
    ]);
  });

  it('gives a Markdown file saved with a BOM and CRLF the same data and body as its LF twin', async () => {
    const text = '---\ntitle: Essai\nsitemap:\n  changefreq: yearly\n---\n\n# Été\n';
    folder = await createFixtureFolder({
      'content/pages/a.md': text,
      'content/pages/b.md': `\ufeff${text.replaceAll('\n', '\r\n')}`,
    });
    const { files, problems } = await loadContent(folder.root);
    const [a, b] = [files.get('content/pages/a.md')!, files.get('content/pages/b.md')!];
    expect(problems).toEqual([]);
    expect(b.source.data).toEqual({ title: 'Essai', sitemap: { changefreq: 'yearly' } });
    expect([b.source.data, b.body, b.bodyLine, b.source.locate(['sitemap', 'changefreq'])]).toEqual([
      a.source.data,
      a.body,
      a.bodyLine,
      { ...a.source.locate(['sitemap', 'changefreq']), file: 'content/pages/b.md' },
    ]);
  });
});
