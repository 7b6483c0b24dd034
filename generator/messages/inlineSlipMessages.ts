import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/** `[](/contact)`: a link with nothing to click, read by screen readers as its bare address. */
export const emptyLink = messageKind<{ written: string }>({
  example: { written: '[](/contact)' },
  en: ({ written }) => ({
    message: `the link ${written} has no text: visitors cannot see it, and a screen reader reads only its address`,
    hint: 'write between the brackets what the link leads to, such as [Nous contacter](/contact).',
  }),
  fr: ({ written }) => ({
    message: `le lien ${quoted(written)} n’a pas de texte\u00a0: les visiteurs ne le voient pas, et un lecteur d’écran n’en lit que l’adresse`,
    hint: 'écrivez entre les crochets ce vers quoi mène le lien, comme [Nous contacter](/contact).',
  }),
});

/** `[nos tarifs](/tarifs` without its `)`: printed as text, brackets and all. */
export const unclosedLink = messageKind<{ written: string; fixed: string }>({
  example: { written: '[nos tarifs](/tarifs', fixed: '[nos tarifs](/tarifs)' },
  en: ({ written, fixed }) => ({
    message: `the link ${written} lacks its closing parenthesis: it is printed as text, brackets included, and leads nowhere`,
    hint: `close it: ${fixed}.`,
  }),
  fr: ({ written, fixed }) => ({
    message: `il manque la parenthèse fermante au lien ${quoted(written)}\u00a0: il est affiché comme du texte, crochets compris, et ne mène nulle part`,
    hint: `fermez-le\u00a0: ${fixed}.`,
  }),
});

/** `**important` never closed: the stars are printed, nothing is bold. */
export const unclosedEmphasis = messageKind<{ marker: string; written: string }>({
  example: { marker: '**', written: '**gras non fermé' },
  en: ({ marker, written }) => ({
    message: `${marker} opens bold or italics that never close in "${written}": visitors see the ${marker} as typed`,
    hint: `close it in the same paragraph (${marker}texte${marker}), or write \\${marker} for the characters themselves.`,
  }),
  fr: ({ marker, written }) => ({
    message: `${marker} ouvre un gras ou un italique jamais fermé dans ${quoted(written)}\u00a0: les visiteurs voient les ${marker} tels quels`,
    hint: `fermez-le dans le même paragraphe (${marker}texte${marker}), ou écrivez \\${marker} pour les caractères eux-mêmes.`,
  }),
});

/** A table row with more cells than its header: Markdown drops the extra ones. */
export const extraCells = messageKind<{ cells: number; columns: number; lost: string }>({
  example: { cells: 3, columns: 2, lost: 'en trop' },
  en: ({ cells, columns, lost }) => ({
    message: `this table row has ${cells} cells and the table ${columns} columns: what is past the last column (${JSON.stringify(lost)}) is not published`,
    hint: 'add a column to the header and to the line of dashes, or join the cells: a | inside a cell is written \\|.',
  }),
  fr: ({ cells, columns, lost }) => ({
    message: `cette ligne du tableau a ${cells} cellules et le tableau ${columns} colonnes\u00a0: ce qui dépasse la dernière colonne (${quoted(lost)}) n’est pas publié`,
    hint: 'ajoutez une colonne à l’en-tête et à la ligne de tirets, ou réunissez les cellules\u00a0: un | dans une cellule s’écrit \\|.',
  }),
});
