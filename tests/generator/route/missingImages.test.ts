import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { buildSlip, errorLines, replace } from '../../helpers/slipBuild.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  expect((await buildInProcess(site.root)).code).toBe(0);
});
afterAll(() => site.remove());

/** Adds a paragraph at the end of content/pages/cgv.md: its line 165. */
const append = (paragraph: string) => (text: string | undefined) => `${text}\n${paragraph}\n`;
const stopped = 'Link check failed: 1 problem found. Nothing was written; the previous output is unchanged.';

describe('images and files content points to', () => {
  it('stops the build at a Markdown image missing from public/, in English and in French', async () => {
    const result = await buildSlip(site, { 'content/pages/cgv.md': append('![Schéma](/images/schema.svg)') });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/pages/cgv.md:165:11 missing image /images/schema.svg: there is no file public/images/schema.svg (shown on /cgv)',
      '  hint: copy the file to public/images/schema.svg, or correct the address (public/images/logo.svg is written /images/logo.svg).',
      stopped,
    ]);
    expect(result.outUnchanged).toBe(true);
    expect(errorLines(result.french).slice(0, 2)).toEqual([
      'content/pages/cgv.md:165:11 image manquante «\u00a0/images/schema.svg\u00a0»\u00a0: il n’y a pas de fichier public/images/schema.svg (affichée sur /cgv)',
      '  conseil\u00a0: copiez le fichier dans public/images/schema.svg, ou corrigez l’adresse (public/images/logo.svg s’écrit /images/logo.svg).',
    ]);
  });

  it('stops the build at a catalogue image missing from public/', async () => {
    const result = await buildSlip(site, {
      'content/catalogue.yaml': replace('image: /images/equipment/t33g.svg', 'image: /images/equipment/t33.svg'),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/catalogue.yaml:12:12 missing image /images/equipment/t33.svg: there is no file public/images/equipment/t33.svg (shown on /equipements)',
      '  hint: copy the file to public/images/equipment/t33.svg, or correct the address (public/images/logo.svg is written /images/logo.svg).',
      stopped,
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('tells to drop /public from an address written with it', async () => {
    const result = await buildSlip(site, { 'content/pages/cgv.md': append('![Logo](/public/favicon.svg)') });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/pages/cgv.md:165:9 missing image /public/favicon.svg: there is no file public/public/favicon.svg (shown on /cgv)',
      '  hint: drop "/public" from the address: files of public/ are served from the site\'s root, so write /favicon.svg.',
      stopped,
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('stops the build at a linked file missing from public/', async () => {
    const result = await buildSlip(site, {
      'content/pages/cgv.md': append('La [grille tarifaire](/documents/tarifs.pdf).'),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/pages/cgv.md:165:23 missing file /documents/tarifs.pdf: there is no file public/documents/tarifs.pdf (linked from /cgv)',
      '  hint: copy the file to public/documents/tarifs.pdf, or correct the address (public/images/logo.svg is written /images/logo.svg).',
      stopped,
    ]);
    expect(result.outUnchanged).toBe(true);
  });
});
