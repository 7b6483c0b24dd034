import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

// Issue 43, item 3: a document whose file is in public/ offers it with the file's own size.
const nb = '\u00a0';
const file = 'content/support/documentation.yaml';
/** The fixture's first featured document, its size typed on line 29. */
const typed = '    icon: rocket\n    sizeMb: 1.2\n';

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
});
afterEach(() => site.remove());

/** Writes `bytes` octets as public/documents/guide.pdf. */
async function publish(bytes: number) {
  await mkdir(path.join(site.root, 'public/documents'), { recursive: true });
  await writeFile(path.join(site.root, 'public/documents/guide.pdf'), Buffer.alloc(bytes, 0x20));
}

const page = () => readFile(path.join(site.root, 'out/documentation.html'), 'utf8');

describe('a document of content/support/documentation.yaml', () => {
  it('with its file in public/: an enabled download link naming it with the file’s real size', async () => {
    await publish(312_400);
    await site.edit(file, typed, '    icon: rocket\n    file: /documents/guide.pdf\n');
    const built = await buildInProcess(site.root);
    expect(built.stderr).not.toContain('sizeMb');
    expect(built.code).toBe(0);
    const html = await page();
    expect(html).toContain(`<p class="doc-meta">PDF · 312${nb}Ko</p>`);
    expect(html).toContain(
      `<a class="btn btn-default" href="/documents/guide.pdf" download="" aria-label="Télécharger Guide de démarrage rapide (PDF, 312${nb}Ko)">`,
    );
    // The others keep the size the specification announces, and a disabled button.
    expect(html).toContain(
      `<button type="button" class="btn btn-default" disabled="" aria-label="Télécharger Configuration des téléphones IP (PDF, 3,4${nb}Mo), bientôt disponible"`,
    );
  });

  it('with a typed size that is not its file’s: a warning at the line, both sizes named; the page says the file’s', async () => {
    await publish(2_371);
    await site.edit(file, typed, `${typed}    file: /documents/guide.pdf\n`);
    const built = await buildInProcess(site.root);
    expect(built.code).toBe(0);
    expect(built.stderr).toContain(
      `warning: ${file}:28:13 featured[0].sizeMb: sizeMb says 1,2${nb}Mo but /documents/guide.pdf weighs 2${nb}Ko: the page shows 2${nb}Ko\n` +
        '  hint: remove sizeMb: with file, the page reads the size of the file itself.\n',
    );
    expect(built.french).toContain(
      `avertissement${nb}: ${file}:28:13 featured[0].sizeMb${nb}: sizeMb annonce 1,2${nb}Mo mais /documents/guide.pdf pèse 2${nb}Ko${nb}: la page affiche 2${nb}Ko\n`,
    );
    expect(await page()).toContain(`(PDF, 2${nb}Ko)`);
  });

  it('with a typed size that fits its file, rounded: no warning', async () => {
    await publish(1_234_567);
    await site.edit(file, typed, `${typed}    file: /documents/guide.pdf\n`);
    const built = await buildInProcess(site.root);
    expect(built.code).toBe(0);
    expect(built.stderr).not.toContain('sizeMb');
    expect(await page()).toContain(`(PDF, 1,2${nb}Mo)`);
  });

  it('with a file public/ lacks: refused at its line, in English and French, nothing written', async () => {
    await site.edit(file, typed, `${typed}    file: /documents/absent.pdf\n`);
    const built = await buildInProcess(site.root);
    expect(built.code).toBe(1);
    expect(built.stderr).toContain(
      `${file}:29:11 missing file /documents/absent.pdf: there is no file public/documents/absent.pdf (linked from /documentation)`,
    );
    expect(built.french).toContain(
      `${file}:29:11 fichier manquant «${nb}/documents/absent.pdf${nb}»${nb}: il n’y a pas de fichier public/documents/absent.pdf`,
    );
  });

  it('with a path that climbs out of public/: refused at its line', async () => {
    await site.edit(file, typed, `${typed}    file: /documents/../../secret.pdf\n`);
    const built = await buildInProcess(site.root);
    expect(built.code).toBe(1);
    expect(built.stderr).toContain(
      `${file}:29:11 featured[0].file: expected a path to a PDF under public/, such as /documents/guide.pdf`,
    );
  });

  it('with neither a size nor a file: refused, the size asked for', async () => {
    await site.edit(file, typed, '    icon: rocket\n');
    const built = await buildInProcess(site.root);
    expect(built.code).toBe(1);
    expect(built.stderr).toContain(
      'featured[0].sizeMb: expected sizeMb, the size to announce, or file, the PDF to download',
    );
    expect(built.french).toContain('attendu sizeMb, la taille à annoncer, ou file, le PDF à télécharger');
  });
});
