#!/usr/bin/env node
// Writes content/local/towns.csv (or the file given by --out) from the official list of communes
// (@etalab/decoupage-administratif, a dev dependency) for the départements given:
//   node scripts/towns-csv.mjs 57 54 55 67 68 88
//   node scripts/towns-csv.mjs --all --out /tmp/france.csv
// Columns: slug,name,departement,postcodes,population,insee. A name found in several of the chosen
// départements gets its département code in its slug (saint-louis-57, saint-louis-68), and the
// INSEE code if that is still not enough. Apostrophes become the typographic ’.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1] : 'content/local/towns.csv';
const codes = args.filter((arg, index) => !arg.startsWith('--') && (outIndex < 0 || index !== outIndex + 1));
const all = args.includes('--all');
if (!all && codes.length === 0) {
  console.error('Usage: node scripts/towns-csv.mjs <code…> [--out FILE] | --all [--out FILE]');
  process.exit(2);
}

/** Same rule as the generator's slugify (generator/route/townLinks.ts). */
const slugify = (name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const communes = require('@etalab/decoupage-administratif/data/communes.json').filter(
  (commune) =>
    commune.type === 'commune-actuelle' && commune.codesPostaux?.length && (all || codes.includes(commune.departement)),
);
const count = (key) =>
  communes.reduce((map, commune) => map.set(key(commune), (map.get(key(commune)) ?? 0) + 1), new Map());
const byName = count((commune) => slugify(commune.nom));
const byNameAndDepartement = count((commune) => `${slugify(commune.nom)}-${commune.departement.toLowerCase()}`);
const quote = (value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const rows = communes.map((commune) => {
  const base = slugify(commune.nom);
  const withDepartement = `${base}-${commune.departement.toLowerCase()}`;
  const slug =
    byName.get(base) === 1
      ? base
      : byNameAndDepartement.get(withDepartement) === 1
        ? withDepartement
        : `${base}-${commune.code.toLowerCase()}`;
  const name = commune.nom.replaceAll("'", '’');
  return [
    slug,
    name,
    commune.departement,
    [...new Set(commune.codesPostaux)].join(' '),
    commune.population ?? '',
    commune.code,
  ]
    .map(String)
    .map(quote)
    .join(',');
});
writeFileSync(out, ['slug,name,departement,postcodes,population,insee', ...rows].join('\n') + '\n');
console.log(`${out}: ${rows.length} communes`);
