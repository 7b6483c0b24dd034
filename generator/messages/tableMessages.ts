import { csvReason } from './csvReasons.js';
import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/**
 * A CSV syntax error: csv-parse's English reason as written in English; in French, its meaning
 * by the error's code (see csvReasons), the English quoted when the code is new.
 */
export const csvUnreadable = messageKind<{ reason: string; code?: string }>({
  example: { reason: 'Invalid Opening Quote: a quote is found on field 2 at line 3', code: 'INVALID_OPENING_QUOTE' },
  en: ({ reason, code }) => ({
    message: `the table cannot be read: ${reason}`,
    hint: csvReason(code).hint.en,
  }),
  fr: ({ reason, code }) => {
    const meant = csvReason(code);
    return {
      message: meant.known
        ? `le tableau est illisible\u00a0: ${meant.fr}`
        : `le tableau est illisible\u00a0: ${meant.fr} (l’analyseur dit, en anglais\u00a0: «\u00a0${reason}\u00a0»)`,
      hint: meant.hint.fr,
    };
  },
});

/** A header row whose columns are separated by another character than the comma or `;` (a tab, `|`). */
export const otherSeparator = messageKind<{ separator: string }>({
  example: { separator: '|' },
  en: ({ separator }) => ({
    message: `the columns are separated by "${separator}", not by commas`,
    hint: 'save the table again as CSV with commas: in Excel, File › Save As › "CSV UTF-8 (comma delimited)"; in LibreOffice, tick "Edit filter settings" and choose the comma as field delimiter.',
  }),
  fr: ({ separator }) => ({
    message: `les colonnes sont séparées par ${quoted(separator)}, pas par des virgules`,
    hint: 'enregistrez de nouveau le tableau en CSV à virgules\u00a0: dans Excel, Fichier › Enregistrer sous › «\u00a0CSV UTF-8 (délimité par des virgules)\u00a0»\u00a0; dans LibreOffice, cochez «\u00a0Éditer les paramètres du filtre\u00a0» et choisissez la virgule comme séparateur de champ.',
  }),
});

/** A row written twice: the same slug, name and département as an earlier row. */
export const repeatedRow = messageKind<{ slug: string; line: number }>({
  example: { slug: 'la-maxe', line: 5 },
  en: ({ slug, line }) => ({
    message: `this row repeats line ${line} (the same town, "${slug}")`,
    hint: `delete this line; keep line ${line}, corrected with this one's values if they were the right ones.`,
  }),
  fr: ({ slug, line }) => ({
    message: `cette ligne répète la ligne ${line} (la même commune, ${quoted(slug)})`,
    hint: `supprimez cette ligne\u00a0; gardez la ligne ${line}, corrigée avec les valeurs de celle-ci si ce sont les bonnes.`,
  }),
});

/** A cell of the town table holding a comma, not quoted: the comma starts a new column and moves the next cells. */
export const unquotedComma = messageKind<{ column: string; text: string; row: string }>({
  example: {
    column: 'name',
    text: 'Saint-Martin, le haut',
    row: 'saint-martin-le-haut,"Saint-Martin, le haut",57,57000',
  },
  en: ({ column, text, row }) => ({
    message: `"${text}" holds a comma, which starts a new column: the ${column} cell is cut in two and the next cells moved one column on`,
    hint: `put it between straight double quotes, "${text}": ${row}`,
  }),
  fr: ({ column, text, row }) => ({
    message: `${quoted(text)} contient une virgule, qui commence une nouvelle colonne\u00a0: la cellule ${column} est coupée en deux et les suivantes décalées d’une colonne`,
    hint: `mettez-la entre guillemets droits, "${text}"\u00a0: ${row}`,
  }),
});
