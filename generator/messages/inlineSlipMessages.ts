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

/** `[nos tarifs]()`: a link whose address was never written, which leads back to the page itself. */
export const linkWithoutAddress = messageKind<{ written: string; text: string }>({
  example: { written: '[nos tarifs]()', text: 'nos tarifs' },
  en: ({ written, text }) => ({
    message: `the link ${written} has no address: it leads back to this very page`,
    hint: `write where it leads between the parentheses, such as [${text}](/contact), or remove the brackets and parentheses to keep the text alone.`,
  }),
  fr: ({ written, text }) => ({
    message: `le lien ${quoted(written)} n’a pas d’adresse\u00a0: il ramène à la page elle-même`,
    hint: `écrivez entre les parenthèses où il mène, comme [${text}](/contact), ou retirez crochets et parenthèses pour garder le texte seul.`,
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
    hint: `close it in the same paragraph (${marker}texte${marker}), or write ${escaped(marker)} for the characters themselves.`,
  }),
  fr: ({ marker, written }) => ({
    message: `${marker} ouvre un gras ou un italique jamais fermé dans ${quoted(written)}\u00a0: les visiteurs voient les ${marker} tels quels`,
    hint: `fermez-le dans le même paragraphe (${marker}texte${marker}), ou écrivez ${escaped(marker)} pour les caractères eux-mêmes.`,
  }),
});

/** `**` as Markdown writes the characters themselves: `\*\*`. */
const escaped = (marker: string) => marker.replace(/./g, '\\$&');

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

/** `[partenaire](www.example.fr)`: without `https://`, the browser looks for a page of this site. */
export const wwwAddress = messageKind<{ written: string; fixed: string }>({
  example: { written: 'www.example.fr/offres', fixed: 'https://www.example.fr/offres' },
  en: ({ written, fixed }) => ({
    message: `the link ${written} leads to a page of this site named ${written}, not to another site: an address of another site starts with https://`,
    hint: `write ${fixed}.`,
  }),
  fr: ({ written, fixed }) => ({
    message: `le lien ${quoted(written)} mène à une page de ce site nommée ${written}, pas à un autre site\u00a0: l’adresse d’un autre site commence par https://`,
    hint: `écrivez ${fixed}.`,
  }),
});

/** `![IMG_2034.jpg](…)`, `![image](…)`: a description that says nothing of the picture. */
export const uselessAlt = messageKind<{ alt: string; image: string }>({
  example: { alt: 'IMG_2034.jpg', image: '/images/agence.jpg' },
  en: ({ alt, image }) => ({
    message: `the description "${alt}" of the image ${image} says nothing of what it shows: screen readers read it as it is, and search engines learn nothing`,
    hint: `describe what it shows between the brackets: ![Our offices in Marly](${image}); write ![](${image}) only for a picture that adds nothing to the text.`,
  }),
  fr: ({ alt, image }) => ({
    message: `la description ${quoted(alt)} de l’image ${image} ne dit rien de ce qu’elle montre\u00a0: les lecteurs d’écran la lisent telle quelle, et les moteurs de recherche n’en apprennent rien`,
    hint: `décrivez ce qu’elle montre entre les crochets\u00a0: ![Nos bureaux à Marly](${image})\u00a0; n’écrivez ![](${image}) que pour une image qui n’ajoute rien au texte.`,
  }),
});
