import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../helpers/buildInProcess.js';
import { builtTownSite } from '../helpers/builtTownSite.js';
import { errorLines } from '../helpers/slipBuild.js';
import { expectBuildStops } from '../helpers/slipBuild.js';
import type { TempSite } from '../helpers/tempSite.js';

let site: TempSite;
beforeAll(async () => {
  site = await builtTownSite();
  await mkdir(path.join(site.root, 'content/local/towns'), { recursive: true });
});
afterAll(() => site.remove());

const townFile = 'content/local/towns/la-maxe.yaml';
const withPhoto = (src: string) => `note: Une zone d’activités au nord.\nphoto:\n  src: ${src}\n  alt: La mairie\n`;
const expected =
  'expected an image of this site: a path starting with two slashes, / or backslash, leads to another site';
const hint =
  '  hint: copy the image under public/ (for example public/images/photo.jpg) and write its path from the site root with a single /: /images/photo.jpg.';
const attendu =
  'attendu une image de ce site\u00a0: un chemin commençant par deux barres obliques, / ou barre oblique inversée, mène à un autre site';
const conseil =
  '  conseil\u00a0: copiez l’image dans public/ (par exemple public/images/photo.jpg) et écrivez son chemin depuis la racine du site avec un seul /\u00a0: /images/photo.jpg.';

describe('an image path of content that leads to another site (issue 40, point 3)', () => {
  it.each([
    ['"//evil.example/x.png"', '//evil.example/x.png'],
    ["'/\\evil.example/x.png'", '/\\evil.example/x.png'],
  ])('stops the build at a town photo %s, in English and in French', async (written, value) => {
    await site.write(townFile, withPhoto(written));
    try {
      await expectBuildStops(
        site,
        `${townFile}:3:8 photo.src: ${expected}, got the text "${value}"\n${hint}`,
        `${townFile}:3:8 photo.src\u00a0: ${attendu}, trouvé le texte «\u00a0${value}\u00a0»\n${conseil}`,
      );
    } finally {
      await rm(path.join(site.root, townFile));
    }
  });

  it('stops the build at a catalogue image //evil.example/t33g.svg', async () => {
    await site.edit('content/catalogue.yaml', 'image: /images/equipment/t33g.svg', 'image: //evil.example/t33g.svg');
    try {
      await expectBuildStops(
        site,
        `content/catalogue.yaml:12:12 products[0].image: ${expected}, got the text "//evil.example/t33g.svg"\n${hint}`,
        `content/catalogue.yaml:12:12 products[0].image\u00a0: ${attendu}, trouvé le texte «\u00a0//evil.example/t33g.svg\u00a0»`,
      );
    } finally {
      await site.edit('content/catalogue.yaml', 'image: //evil.example/t33g.svg', 'image: /images/equipment/t33g.svg');
    }
  });

  it('stops the build at a town photo missing from public/, at its line', async () => {
    await site.write(townFile, withPhoto('/images/towns/la-maxe.jpg'));
    try {
      const built = await buildInProcess(site.root);
      expect(errorLines(built.stderr)).toEqual([
        `${townFile}:3:8 missing image /images/towns/la-maxe.jpg: there is no file public/images/towns/la-maxe.jpg (shown on /la-maxe)`,
        '  hint: copy the file to public/images/towns/la-maxe.jpg, or correct the address (public/images/logo.svg is written /images/logo.svg).',
        'Link check failed: 1 problem found. Nothing was written; the previous output is unchanged.',
      ]);
      expect(errorLines(built.french)[0]).toBe(
        `${townFile}:3:8 image manquante «\u00a0/images/towns/la-maxe.jpg\u00a0»\u00a0: il n’y a pas de fichier public/images/towns/la-maxe.jpg (affichée sur /la-maxe)`,
      );
    } finally {
      await rm(path.join(site.root, townFile));
    }
  });
});
