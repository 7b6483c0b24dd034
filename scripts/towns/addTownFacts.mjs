#!/usr/bin/env node
// Adds to content/local/towns.csv (or the table given) the facts of each commune that the official
// data holds, found by its INSEE code (column `insee`): its intercommunalité (EPCI à fiscalité
// propre, `epci` and `epciCode`, its SIREN), its region (`region`) and the year of its population
// (`populationYear`). Run after scripts/towns-csv.mjs, or on a table edited by hand:
//   node scripts/towns/addTownFacts.mjs [content/local/towns.csv]
// Source: @etalab/decoupage-administratif (a dev dependency; code MIT, data Licence Ouverte
// Etalab 2.0), version 6.0.0: the Code officiel géographique of 2026 with the EPCI of the DGCL
// and the populations légales of INSEE millésime 2023, in force on 1 January 2026. The build
// never reads the package: it reads the table this script writes. Columns already present are
// replaced, other columns kept as they are; a row whose code the data lacks keeps empty cells, and
// `populationYear` stays empty where the row's population is not the data's (edited by hand).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'csv-parse/sync';

/** The year of the populations légales that version 6.0.0 of the package carries. */
const populationYear = '2023';

const require = createRequire(import.meta.url);
const data = (name) => require(`@etalab/decoupage-administratif/data/${name}.json`);
const file = process.argv[2] ?? 'content/local/towns.csv';
const [header, ...rows] = parse(readFileSync(file, 'utf8'), { bom: true, relax_column_count: true });
const inseeAt = header.indexOf('insee');
if (inseeAt < 0) {
  console.error(`${file}: no column insee (the INSEE code of each commune) to find its facts by`);
  process.exit(2);
}
const communes = new Map(
  data('communes')
    .filter((commune) => commune.type === 'commune-actuelle')
    .map((commune) => [commune.code, commune]),
);
const epciOf = new Map();
for (const epci of data('epci')) for (const member of epci.membres) epciOf.set(member.code, epci);
const regions = new Map(data('regions').map((region) => [region.code, region.nom]));

const added = ['epci', 'epciCode', 'region', 'populationYear'];
const columns = [...header.filter((name) => !added.includes(name)), ...added];
const quote = (value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
let found = 0;
const lines = rows.map((row) => {
  const cells = Object.fromEntries(header.map((name, index) => [name, row[index] ?? '']));
  const code = cells.insee.trim();
  const commune = communes.get(code);
  const epci = epciOf.get(code);
  if (commune) found++;
  cells.epci = epci ? epci.nom.replaceAll("'", '’') : '';
  cells.epciCode = epci?.code ?? '';
  cells.region = commune ? (regions.get(commune.region) ?? '') : '';
  // The year belongs to the population the table shows: none when its cell is empty or differs from the data's.
  const same = commune?.population !== undefined && String(commune.population) === String(cells.population).trim();
  cells.populationYear = same ? populationYear : '';
  return columns.map((name) => quote(String(cells[name] ?? ''))).join(',');
});
writeFileSync(file, [columns.join(','), ...lines].join('\n') + '\n');
console.log(`${file}: facts of ${found} of ${rows.length} communes added (${added.join(', ')})`);
