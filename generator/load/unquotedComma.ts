import { departements } from '../../model/frenchPlace.js';

/** The text columns of the town table that may hold a comma (`Saint-Martin, le haut`), and what their row needs after them. */
const textColumns = ['name', 'epci', 'region'] as const;

/** A row with more cells than the header because a text holding a comma was not quoted. */
export interface UnquotedComma {
  /** The column whose text was cut (`name`). */
  column: (typeof textColumns)[number];
  /** Its index in the row, where the cut text starts. */
  at: number;
  /** The whole text, commas included (`Saint-Martin, le haut`). */
  text: string;
  /** The row written again with that text between quotes. */
  row: string;
}

/**
 * Whether `record` (the cells of a row of the town table, read with `,`) has more cells than the
 * header because a name, an EPCI or a region holding a comma was not quoted: joined again, its
 * cells make a row whose département and postcodes (after a name), EPCI code (after an EPCI) or
 * year (after a region) read right. `index` gives each column's place in the header.
 */
export function unquotedComma(
  record: readonly string[],
  width: number,
  index: Record<string, number>,
): UnquotedComma | undefined {
  const extra = record.length - width;
  if (extra <= 0) return undefined;
  for (const column of textColumns) {
    const at = index[column] ?? -1;
    if (at < 0) continue;
    const cells = [...record.slice(0, at), record.slice(at, at + extra + 1).join(','), ...record.slice(at + extra + 1)];
    const cell = (name: string) => ((index[name] ?? -1) < 0 ? '' : (cells[index[name]!] ?? '').trim());
    const reads =
      column === 'name'
        ? departements.has(cell('departement')) && /^\d{5}(\s+\d{5})*$/.test(cell('postcodes'))
        : column === 'epci'
          ? /^\d{9}$/.test(cell('epciCode'))
          : /^((19|20)\d\d)?$/.test(cell('populationYear'));
    // The pieces a comma cut off are words (` le haut`), not a cell left empty by a comma too many.
    if (!reads || !record.slice(at + 1, at + extra + 1).every((piece) => /\p{L}/u.test(piece))) continue;
    const row = cells.map((text) => (/[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)).join(',');
    return { column, at, text: cells[at]!.trim(), row };
  }
  return undefined;
}
