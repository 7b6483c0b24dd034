import { messageKind } from './messageKind.js';

const hashes = (level: number) => '#'.repeat(level);

/** A heading more than one level below the one before it (`##` then `####`). */
export const headingJump = messageKind<{ level: number; before: number }>({
  example: { level: 4, before: 2 },
  en: ({ level, before }) => ({
    message: `this heading is level ${level} (${hashes(level)}) right after ${before === 1 ? 'the page title (level 1)' : `a level ${before} heading (${hashes(before)})`}: level ${before + 1} is skipped, and screen readers announce an outline with a hole`,
    hint: `write it ${hashes(before + 1)} (level ${before + 1}), or add the missing level${level - before > 2 ? 's' : ''} above it.`,
  }),
  fr: ({ level, before }) => ({
    message: `ce titre est de niveau ${level} (${hashes(level)}) juste après ${before === 1 ? 'le titre de la page (niveau 1)' : `un titre de niveau ${before} (${hashes(before)})`}\u00a0: le niveau ${before + 1} est sauté, et les lecteurs d’écran annoncent un plan troué`,
    hint: `écrivez-le ${hashes(before + 1)} (niveau ${before + 1}), ou ajoutez au-dessus le niveau manquant${level - before > 2 ? 's' : ''}.`,
  }),
});

/** Lines written as a table's rows without the line of dashes under the first: printed as text with its pipes. */
export const tableWithoutDelimiter = messageKind<{ columns: number; line: number }>({
  example: { columns: 3, line: 12 },
  en: ({ columns, line }) => ({
    message: `these lines look like the rows of a table, but the line of dashes under its first row is missing: they would be printed as text, pipes included`,
    hint: `add under line ${line} the line ${delimiter(columns)} (one --- per column); to show pipes as text, write them \\|.`,
  }),
  fr: ({ columns, line }) => ({
    message: `ces lignes ressemblent aux lignes d’un tableau, mais la ligne de tirets sous la première manque\u00a0: elles seraient affichées comme du texte, barres verticales comprises`,
    hint: `ajoutez sous la ligne ${line} la ligne ${delimiter(columns)} (un --- par colonne)\u00a0; pour afficher une barre verticale comme du texte, écrivez \\|.`,
  }),
});

function delimiter(columns: number): string {
  return `|${' --- |'.repeat(columns)}`;
}
