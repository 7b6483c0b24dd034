import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { buildSlip, errorLines, replace } from '../../helpers/slipBuild.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';
import { treeSnapshot } from '../../helpers/treeSnapshot.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  expect((await buildInProcess(site.root)).code).toBe(0);
});
afterAll(() => site.remove());

const refused = 'Content check failed: 1 problem found. Nothing was written; the previous output is unchanged.';
const webhookEnv = { SITE_REQUESTS_WEBHOOK_URL: 'https://n8n.telorys.fr/webhook/demandes' };

describe('the legal notice of content/site.yaml', () => {
  it('shows every field on /mentions-legales and the company in the footer', async () => {
    const html = await readFile(path.join(site.root, 'out', 'mentions-legales.html'), 'utf8');
    for (const value of [
      'Telorys, SAS',
      '10\u00a0000\u00a0€',
      'RCS Metz 123 456 782',
      'FR11123456782',
      'Zone d’activités, 57155 Marly',
      'Claire Martin, présidente',
      'OVH SAS, 2 rue Kellermann, 59100 Roubaix, téléphone\u00a0: 09 72 10 10 07',
    ])
      expect(html.includes(value), value).toBe(true);
    expect(html).toMatch(/© <!-- -->\d{4}<!-- --> <!-- -->Telorys SAS<!-- -->\. Tous droits réservés\./);
  });

  it('warns of a field left out, naming it and what to write, in English and in French, and builds', async () => {
    const result = await buildSlip(site, { 'content/site.yaml': replace('  capital: 10 000 €\n', '') });
    expect(result.code).toBe(0);
    expect(errorLines(result.stderr)).toEqual([
      'warning: content/site.yaml:41:1 legal.capital: the legal notice lacks the share capital: French law (LCEN, art. 6 III) requires it on a company’s site',
      '  hint: add legal.capital in content/site.yaml, under legal:, such as capital: 10 000 € (copied from the Kbis extract or the host’s contract); site build --production refuses to publish without it.',
    ]);
    expect(errorLines(result.french)).toEqual([
      'avertissement\u00a0: content/site.yaml:41:1 legal.capital\u00a0: les mentions légales n’indiquent pas le capital social\u00a0: la loi (LCEN, art.\u00a06 III) l’exige sur le site d’une entreprise',
      '  conseil\u00a0: ajoutez legal.capital dans content/site.yaml, sous legal:, avec une valeur comme 10 000\u00a0€ (recopiée de l’extrait Kbis ou du contrat de l’hébergeur)\u00a0; site build --production refuse de publier sans.',
    ]);
  });

  it('warns once per missing field, the host’s under legal.host, the VAT example computed from the RCS SIREN', async () => {
    const result = await buildSlip(site, {
      'content/site.yaml': replace(
        '  vat: FR11123456782\n  headOffice: Zone d’activités, 57155 Marly\n  director: Claire Martin, présidente\n  host:\n    name: OVH SAS\n    address: 2 rue Kellermann, 59100 Roubaix\n    phone: 09 72 10 10 07\n',
        '',
      ),
    });
    expect(result.code).toBe(0);
    const fields = errorLines(result.stderr)
      .filter((line) => line.startsWith('warning: content/site.yaml:41:1'))
      .map((line) => line.split(' ')[2]);
    expect(fields).toEqual([
      'legal.vat:',
      'legal.headOffice:',
      'legal.director:',
      'legal.host.name:',
      'legal.host.address:',
      'legal.host.phone:',
    ]);
    expect(result.stderr).toContain('such as vat: FR11123456782 (');
    expect(result.stderr).toContain(
      'add legal.host.phone in content/site.yaml, under legal.host:, such as phone: 09 72 10 10 07',
    );
  });

  it('refuses a field left out with --production, writing nothing, in both languages', async () => {
    const before = await treeSnapshot(path.join(site.root, 'out'));
    const text = await site.read('content/site.yaml');
    await site.write('content/site.yaml', text.replace('  director: Claire Martin, présidente\n', ''));
    try {
      const result = await buildInProcess(site.root, { production: true, env: webhookEnv });
      expect(result.code).toBe(1);
      expect(errorLines(result.stderr)).toEqual([
        'content/site.yaml:41:1 legal.director: the legal notice lacks the publication director: French law (LCEN, art. 6 III) requires it on a company’s site',
        '  hint: add legal.director in content/site.yaml, under legal:, such as director: Claire Martin, présidente (copied from the Kbis extract or the host’s contract); site build --production refuses to publish without it.',
        refused,
      ]);
      expect(result.french).toContain(
        'content/site.yaml:41:1 legal.director\u00a0: les mentions légales n’indiquent pas le directeur de la publication',
      );
      expect(await treeSnapshot(path.join(site.root, 'out'))).toEqual(before);
    } finally {
      await site.write('content/site.yaml', text);
    }
  });

  it('builds with --production when every field is given', async () => {
    const result = await buildInProcess(site.root, { production: true, env: webhookEnv, outDir: 'out-production' });
    expect(result.code).toBe(0);
  });
});

describe('the company numbers of the legal notice', () => {
  it('refuses a SIREN whose check digit fails, at its line, in both languages', async () => {
    const result = await buildSlip(site, {
      'content/site.yaml': replace('RCS Metz 123 456 782', 'RCS Metz 123 456 789'),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/site.yaml:45:8 legal.rcs: the SIREN 123 456 789 fails its check (Luhn key): a digit is mistyped or two are swapped',
      '  hint: copy the 9 digits from the Kbis extract or from annuaire-entreprises.data.gouv.fr.',
      refused,
    ]);
    expect(errorLines(result.french).slice(0, 2)).toEqual([
      'content/site.yaml:45:8 legal.rcs\u00a0: le SIREN 123 456 789 ne passe pas sa vérification (clé de Luhn)\u00a0: un chiffre est mal tapé ou deux sont inversés',
      '  conseil\u00a0: recopiez les 9\u00a0chiffres de l’extrait Kbis ou de annuaire-entreprises.data.gouv.fr.',
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('refuses a VAT key that is not its SIREN’s, saying the right one', async () => {
    const result = await buildSlip(site, { 'content/site.yaml': replace('vat: FR11123456782', 'vat: FR12123456782') });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/site.yaml:46:8 legal.vat: the VAT key 12 does not match the SIREN 123456782: its key is 11',
      '  hint: write vat: FR11123456782 (the key is (12 + 3 × (SIREN mod 97)) mod 97).',
      refused,
    ]);
    expect(errorLines(result.french).slice(0, 2)).toEqual([
      'content/site.yaml:46:8 legal.vat\u00a0: la clé de TVA 12 ne correspond pas au SIREN 123456782\u00a0: sa clé est 11',
      '  conseil\u00a0: donnez à vat la valeur FR11123456782 (la clé vaut (12 + 3 × (SIREN modulo 97)) modulo 97).',
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('refuses a VAT number on another SIREN than the RCS registration’s', async () => {
    const result = await buildSlip(site, { 'content/site.yaml': replace('vat: FR11123456782', 'vat: FR44732829320') });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)[0]).toBe(
      'content/site.yaml:46:8 legal.vat: the VAT number is built on the SIREN 732829320, the RCS registration (legal.rcs) on 123456782: one company has one SIREN',
    );
    expect(errorLines(result.stderr)[1]).toBe(
      '  hint: write vat: FR11123456782 if legal.rcs is right, or correct legal.rcs.',
    );
    expect(result.outUnchanged).toBe(true);
  });

  it('refuses an RCS, a VAT number and a capital not written in their form', async () => {
    const rcs = await buildSlip(site, { 'content/site.yaml': replace('RCS Metz 123 456 782', 'Metz B 123 456 782') });
    expect(rcs.code).toBe(1);
    expect(errorLines(rcs.stderr)[0]).toMatch(
      /^content\/site\.yaml:45:8 legal\.rcs: expected "RCS", the city of the registry and the 9-digit SIREN, such as "RCS Metz 123 456 782"/,
    );
    expect(errorLines(rcs.french)[0]).toContain(
      'attendu «\u00a0RCS\u00a0», la ville du greffe et le SIREN à 9\u00a0chiffres',
    );
    const vat = await buildSlip(site, { 'content/site.yaml': replace('vat: FR11123456782', 'vat: BE11123456782') });
    expect(errorLines(vat.stderr)[0]).toContain('legal.vat: expected "FR", the 2-digit key and the 9-digit SIREN');
    const capital = await buildSlip(site, {
      'content/site.yaml': replace('capital: 10 000 €', 'capital: dix mille euros'),
    });
    expect(errorLines(capital.stderr)[0]).toContain('legal.capital: expected an amount in euros such as "10 000 €"');
    expect(capital.outUnchanged).toBe(true);
  });
});
