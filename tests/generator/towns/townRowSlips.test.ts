import { cp } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { buildSlip, errorLines, replace } from '../../helpers/slipBuild.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

const nb = '\u00a0';
const table = [
  'slug,name,departement,postcodes,population',
  'le-ban-saint-martin,Le Ban-Saint-Martin,57,57050,4132',
  'la-maxe,La Maxe,57,57140,906',
  'epinal,Épinal,88,88000,31822',
  'strasbourg,Strasbourg,67,67000 67100 67200,293771',
  'schiltigheim,Schiltigheim,67,67300,34000',
  '',
].join('\n');

let site: TempSite;
let built: Awaited<ReturnType<typeof buildInProcess>>;
beforeAll(async () => {
  site = await createTempSite();
  await site.write('content/local/towns.csv', table);
  await cp(
    path.join(repoRoot, 'tests/fixtures/towns/local-town.yaml'),
    path.join(site.root, 'content/local-town.yaml'),
  );
  built = await buildInProcess(site.root);
  expect(built.code).toBe(0);
});
afterAll(() => site.remove());

describe('town rows that cannot be right or may not be meant (issue 32)', () => {
  it('names, at their first row, the towns of a département the site has no page for', () => {
    const warnings = errorLines(built.stderr);
    expect(warnings).toEqual([
      'warning: content/local/towns.csv:5:23 departement: this row is the first of 2 rows of département 67 (Bas-Rhin), which has no page in content/local/: their town pages show the hours of content/site.yaml and the fallback text of content/local-town.yaml, not hours of their own',
      '  hint: if the site serves Bas-Rhin, add its page content/local/bas-rhin.yaml (kind: department, geo.region: FR-67) with its hours; if it does not, delete these rows.',
    ]);
    expect(errorLines(built.french)).toEqual([
      `avertissement${nb}: content/local/towns.csv:5:23 departement${nb}: cette ligne est la première des 2 lignes du département 67 (Bas-Rhin), qui n’a pas de page dans content/local/${nb}: leurs pages de commune affichent les horaires de content/site.yaml et le texte de repli de content/local-town.yaml, pas des horaires à eux`,
      `  conseil${nb}: si le site sert ce département, ajoutez sa page content/local/bas-rhin.yaml (kind à department, geo.region à FR-67) avec ses horaires${nb}; sinon, supprimez ces lignes.`,
    ]);
  });

  it('questions a postcode of another département at its row, and still builds: a few communes have one', async () => {
    const result = await buildSlip(site, {
      'content/local/towns.csv': replace('la-maxe,La Maxe,57,57140', 'la-maxe,La Maxe,57,54140'),
    });
    expect(result.code).toBe(0);
    const lines = errorLines(result.stderr);
    const at = lines.findIndex((line) => line.includes('postcodes:'));
    expect(lines.slice(at, at + 2)).toEqual([
      'warning: content/local/towns.csv:3:20 postcodes: postcode 54140 belongs to département 54 (Meurthe-et-Moselle), not to 57 (Moselle) as the departement column says',
      "  hint: check the row: a postcode starts with its département's number (20 for Corsica, 2A and 2B; 971 to 976 overseas), so correct the postcode or the departement if either is mistyped. A few communes are served by a post office of the next département (01590 for towns of the Jura): if La Poste's table says so, leave the row as it is.",
    ]);
    const french = errorLines(result.french);
    const atFr = french.findIndex((line) => line.includes('postcodes'));
    expect(french.slice(atFr, atFr + 2)).toEqual([
      `avertissement${nb}: content/local/towns.csv:3:20 postcodes${nb}: le code postal 54140 appartient au département 54 (Meurthe-et-Moselle), pas au 57 (Moselle) qu’indique la colonne departement`,
      `  conseil${nb}: vérifiez la ligne${nb}: un code postal commence par le numéro de son département (20 pour la Corse, 2A et 2B${nb}; 971 à 976 outre-mer), corrigez donc le code postal ou le département si l’un des deux est mal tapé. Quelques communes dépendent d’un bureau de poste du département voisin (01590 pour des communes du Jura)${nb}: si le tableau de La Poste le dit, laissez la ligne telle quelle.`,
    ]);
  });

  it('names, at the first, the rows that fill only one of epci and epciCode, whose pages name no intercommunality', async () => {
    const result = await buildSlip(site, {
      'content/local/towns.csv': (text) =>
        text!
          .replace(
            'slug,name,departement,postcodes,population',
            'slug,name,departement,postcodes,population,epci,epciCode',
          )
          .replace('la-maxe,La Maxe,57,57140,906', 'la-maxe,La Maxe,57,57140,906,Metz Métropole,')
          .replace('epinal,Épinal,88,88000,31822', 'epinal,Épinal,88,88000,31822,,200068757')
          .replace('le-ban-saint-martin,Le Ban-Saint-Martin,57,57050,4132', '$&,Metz Métropole,200039865'),
    });
    expect(result.code).toBe(0);
    const lines = errorLines(result.stderr);
    const at = lines.findIndex((line) => line.includes('epci'));
    expect(lines.slice(at, at + 2)).toEqual([
      'warning: content/local/towns.csv:3:1 epciCode: 2 rows fill only one of epci and epciCode (this one has no epciCode): their pages name no intercommunality',
      "  hint: write the intercommunality's name in epci and its SIREN number in epciCode, as in the official table (scripts/towns/addTownFacts.mjs fills both), or leave both empty.",
    ]);
    const french = errorLines(result.french);
    expect(french[french.findIndex((line) => line.includes('epci'))]).toBe(
      `avertissement${nb}: content/local/towns.csv:3:1 epciCode${nb}: 2 lignes ne remplissent qu’une des colonnes epci et epciCode (celle-ci n’a pas d’epciCode)${nb}: leurs pages ne nomment aucune intercommunalité`,
    );
  });

  it('takes the postcodes of Corsica (20) and Saint-Barthélemy (971) as their départements’', async () => {
    const result = await buildSlip(site, {
      'content/local/towns.csv': (text) =>
        `${text}ajaccio,Ajaccio,2A,20000 20090,71361\nbastia,Bastia,2B,20200 20600,48503\nsaint-barthelemy,Saint-Barthélemy,977,97133,10585\n`,
    });
    expect(result.code).toBe(0);
    expect(errorLines(result.stderr).filter((line) => line.includes('postcode'))).toEqual([]);
  });
});
