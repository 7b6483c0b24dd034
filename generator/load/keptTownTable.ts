import type { Problem } from '../errors.js';
import type { Town } from '../../model/town.js';
import { parseTownTable } from './townTable.js';

/**
 * The town table `site dev` read last, kept between the states it prepares: a save of another
 * file prepares the whole site again, and a table of 35,000 towns takes half a second to read.
 * Held by `site dev`'s state and passed to each preparation; `site build` keeps none.
 */
export class KeptTownTable {
  private last: { text: string; file: string; towns: Town[]; problems: Problem[] } | undefined;

  /** The towns and problems of `text`, read again only when it differs from the last one. */
  read(text: string, file: string): { towns: Town[]; problems: Problem[] } {
    if (this.last?.text !== text || this.last.file !== file) this.last = { text, file, ...parseTownTable(text, file) };
    return { towns: [...this.last.towns], problems: this.last.problems.map((problem) => ({ ...problem })) };
  }
}
