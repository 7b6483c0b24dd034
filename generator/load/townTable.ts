import { parse } from 'csv-parse/sync';
import type { Problem } from '../errors.js';
import { problemOf, type MessageKind } from '../messages/messageKind.js';
import {
  badDepartement,
  badInsee,
  badYear,
  badPopulation,
  badPostcode,
  badSlug,
  emptyName,
  missingColumns,
  repeatedInsee,
  repeatedSlug,
} from '../messages/townMessages.js';
import {
  csvUnreadable,
  otherSeparator,
  repeatedRow,
  unquotedComma as unquotedCommaSlip,
} from '../messages/tableMessages.js';
import { townColumns, townFactColumns, type Town, type TownFacts } from '../../model/town.js';
import { departements } from '../../model/frenchPlace.js';
import { unquotedComma } from './unquotedComma.js';

/** Where the table of generated towns lives. */
export const townTableFile = 'content/local/towns.csv';

/**
 * Reads `content/local/towns.csv` (RFC 4180, header row) into towns. Every faulty cell is a
 * problem at `towns.csv:LINE:COLUMN` naming its column, all of them in one pass; a faulty row is
 * left out and the others kept. `csv-parse` does the quoting rules; its `info` gives each
 * record's line, and the column of each cell is found in the record's raw text. `site dev`
 * keeps the table it read last in a `KeptTownTable`.
 */
export function parseTownTable(text: string, file = townTableFile): { towns: Town[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const at = <A>(kind: MessageKind<A>, args: A, where: { line: number; column: number; field: string }) =>
    problems.push(problemOf(kind, args, { file, ...where }));
  // Excel in French saves CSV with `;`: read it when the header row uses it and no comma.
  const headerLine = text.replace(/^\uFEFF/, '').split('\n', 1)[0] ?? '';
  // A spreadsheet in French saves CSV with `;`: refused as tabs are (scripts/towns/addTownFacts.mjs reads `,` only).
  const delimiter = ',';
  const foreign = /[\t|;]/.exec(headerLine)?.[0];
  if (!headerLine.includes(',') && foreign) {
    at(
      otherSeparator,
      { separator: foreign === '\t' ? 'tab' : foreign },
      { line: 1, column: headerLine.indexOf(foreign) + 1, field: '' },
    );
    return { towns: [], problems };
  }
  let records: { record: string[]; info: { lines: number; raw?: string } }[];
  try {
    records = parse(text, {
      delimiter,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
    }) as unknown as typeof records;
  } catch (error) {
    const { lines = 1, message = String(error), code } = error as { lines?: number; message?: string; code?: string };
    at(csvUnreadable, { reason: message, code }, { line: lines, column: 1, field: '' });
    return { towns: [], problems };
  }
  const [header, ...rows] = records;
  if (!header) return { towns: [], problems };
  const names = header.record.map((name) => name.trim());
  const index = Object.fromEntries(
    [...townColumns, ...townFactColumns].map((column) => [column, names.indexOf(column)]),
  ) as Record<(typeof townColumns)[number] | (typeof townFactColumns)[number], number>;
  const missing = townColumns.filter((column) => index[column] < 0);
  if (missing.length > 0) {
    at(missingColumns, { missing, columns: townColumns }, { line: 1, column: 1, field: '' });
    return { towns: [], problems };
  }
  const firstSlug = new Map<string, { line: number; name: string; departement: string }>();
  const firstInsee = new Map<string, number>();
  const thisYear = new Date().getFullYear();
  const towns: Town[] = [];
  for (const { record, info } of rows) {
    const raw = (info.raw ?? '').replace(/^\n+/, ''); // csv-parse puts skipped empty lines before the record
    const line = info.lines - lineCount(raw) + 1;
    const columns = cellColumns(raw, delimiter);
    const before = problems.length;
    const cell = (name: (typeof townColumns)[number]) => (record[index[name]] ?? '').trim();
    const fault = <A>(name: (typeof townColumns)[number], kind: MessageKind<A>, args: A) =>
      at(kind, args, { line, column: columns[index[name]] ?? 1, field: name });
    const comma = unquotedComma(record, names.length, index);
    if (comma) {
      at(unquotedCommaSlip, comma, { line, column: columns[comma.at] ?? 1, field: comma.column });
      continue;
    }
    const slug = cell('slug');
    const name = cell('name');
    const first = firstSlug.get(slug);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) fault('slug', badSlug, { slug });
    else if (first && first.name === name && first.departement === cell('departement')) {
      // The same town twice (a row pasted again): the fix is to delete it, not to rename it.
      at(repeatedRow, { slug, line: first.line }, { line, column: 1, field: 'slug' });
      continue;
    } else if (first) fault('slug', repeatedSlug, { slug, line: first.line });
    else firstSlug.set(slug, { line, name, departement: cell('departement') });
    if (!name) fault('name', emptyName, {});
    const departement = cell('departement');
    if (!departements.has(departement)) fault('departement', badDepartement, { code: departement });
    const postcodes = cell('postcodes').split(/\s+/).filter(Boolean);
    const badCode = postcodes.find((code) => !/^\d{5}$/.test(code));
    if (postcodes.length === 0 || badCode !== undefined) fault('postcodes', badPostcode, { code: badCode });
    const populationText = cell('population').replace(/[\s\u00a0\u202f]/g, '');
    const population = populationText === '' ? undefined : Number(populationText);
    if (population !== undefined && !(Number.isInteger(population) && population >= 0))
      fault('population', badPopulation, { written: cell('population') });
    const yearText = index.populationYear >= 0 ? (record[index.populationYear] ?? '').trim() : '';
    // A census to come is no population's year: a typo (2032 for 2023).
    if (yearText !== '' && (!/^(19|20)\d\d$/.test(yearText) || Number(yearText) > thisYear))
      at(badYear, { written: yearText }, { line, column: columns[index.populationYear] ?? 1, field: 'populationYear' });
    const insee = index.insee >= 0 ? (record[index.insee] ?? '').trim() : '';
    const inseeAt = { line, column: columns[index.insee] ?? 1, field: 'insee' };
    const inseeBefore = firstInsee.get(insee);
    if (insee && !(/^(?:\d\d|2[AB])\d{3}$|^9[78]\d{3}$/.test(insee) && insee.startsWith(departement)))
      at(badInsee, { code: insee, departement }, inseeAt);
    else if (inseeBefore !== undefined) at(repeatedInsee, { code: insee, line: inseeBefore }, inseeAt);
    else if (insee) firstInsee.set(insee, line);
    if (problems.length > before) continue;
    const extra: Record<string, string> = {};
    names.forEach((column, position) => {
      if (!(townColumns as readonly string[]).includes(column) && column)
        extra[column] = (record[position] ?? '').trim();
    });
    const facts = townFacts(extra);
    towns.push({
      slug,
      name,
      departement,
      postcodes,
      population,
      facts,
      extra,
      line,
      slugColumn: columns[index.slug] ?? 1,
    });
  }
  return { towns, problems };
}

/** The facts of a row's optional columns (see `townFactColumns`); an empty cell is no fact. */
function townFacts(extra: Record<string, string>): TownFacts {
  const facts: TownFacts = {};
  if (extra.insee) facts.insee = extra.insee;
  if (extra.epci && extra.epciCode) facts.epci = { code: extra.epciCode, name: extra.epci };
  if (extra.region) facts.region = extra.region;
  if (extra.populationYear) facts.populationYear = Number(extra.populationYear);
  return facts;
}

function lineCount(raw: string): number {
  return raw.replace(/\r?\n$/, '').split('\n').length;
}

/** The 1-based column where each cell of a record starts, quotes taken into account. */
function cellColumns(raw: string, delimiter: string): number[] {
  const starts = [1];
  let quoted = false;
  for (let position = 0; position < raw.length; position++) {
    const char = raw[position];
    if (char === '"')
      quoted = !quoted; // a doubled quote toggles twice
    else if (char === delimiter && !quoted) starts.push(position + 2);
    else if (char === '\n' && !quoted) break;
  }
  return starts;
}
