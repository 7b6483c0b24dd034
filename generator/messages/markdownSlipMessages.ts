import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/** An HTML comment (`<!--`) never closed: the browser hides everything after it. */
export const unclosedComment = messageKind<{ lines: number }>({
  example: { lines: 42 },
  en: ({ lines }) => ({
    message: `this HTML comment <!-- is never closed: everything after it (${lines === 1 ? '1 line' : `${lines} lines`}, to the end of the page) is hidden from visitors`,
    hint: 'close the comment with --> at the end of the note, on its line or on the next one.',
  }),
  fr: ({ lines }) => ({
    message: `ce commentaire HTML <!-- n’est jamais fermé\u00a0: tout ce qui le suit (${lines === 1 ? '1 ligne' : `${lines} lignes`}, jusqu’à la fin de la page) est caché aux visiteurs`,
    hint: 'fermez le commentaire avec --> à la fin de la note, sur sa ligne ou sur la suivante.',
  }),
});

/** A code block opened with ``` or ~~~ and never closed: the rest of the page is shown as code. */
export const unclosedFence = messageKind<{ fence: string; lines: number }>({
  example: { fence: '```', lines: 30 },
  en: ({ fence, lines }) => ({
    message: `this code block opened with ${fence} is never closed: everything after it (${lines === 1 ? '1 line' : `${lines} lines`}, to the end of the page) is shown as code, headings and links included`,
    hint: `add a line holding only ${fence} where the code ends.`,
  }),
  fr: ({ fence, lines }) => ({
    message: `ce bloc de code ouvert par ${fence} n’est jamais fermé\u00a0: tout ce qui le suit (${lines === 1 ? '1 ligne' : `${lines} lignes`}, jusqu’à la fin de la page) est affiché comme du code, titres et liens compris`,
    hint: `ajoutez une ligne ne contenant que ${fence} là où le code se termine.`,
  }),
});

/** `##Hébergement`: a heading without the space after its `#`, printed as a paragraph. */
export const headingWithoutSpace = messageKind<{ written: string; fixed: string }>({
  example: { written: '##Hébergement', fixed: '## Hébergement' },
  en: ({ written, fixed }) => ({
    message: `${written} is printed as a sentence, not as a heading: Markdown needs a space after the #`,
    hint: `write ${fixed}.`,
  }),
  fr: ({ written, fixed }) => ({
    message: `${quoted(written)} est affiché comme une phrase, pas comme un titre\u00a0: Markdown demande une espace après les #`,
    hint: `écrivez ${quoted(fixed)}.`,
  }),
});

/** A `# Titre` in the body besides the page's title: a second `<h1>` on the page. */
export const secondTitle = messageKind<{ text: string }>({
  example: { text: 'Nos engagements' },
  en: ({ text }) => ({
    message: `# ${text} is a level 1 heading: the page's title is its level 1 heading already, shown above the text, and a page keeps one`,
    hint: `write ## ${text} (a section of the page).`,
  }),
  fr: ({ text }) => ({
    message: `${quoted(`# ${text}`)} est un titre de niveau 1\u00a0: le titre de la page, affiché au-dessus du texte, est déjà le niveau 1, et une page n’en garde qu’un`,
    hint: `écrivez ${quoted(`## ${text}`)} (une section de la page).`,
  }),
});

/** `[nos tarifs](/nos tarifs)`: a space in a link's address, printed as text with its brackets. */
export const spacedAddress = messageKind<{
  written: string;
  address: string;
  image: boolean;
  /** For a file of public/: its path, and its address once renamed without spaces. */
  file?: { path: string; renamed: string };
}>({
  example: { written: '[nos tarifs](/nos tarifs)', address: '/nos-tarifs', image: false },
  en: ({ written, address, image, file }) => ({
    message: `${written} is printed as text, brackets included, not as ${image ? 'an image' : 'a link'}: its address holds a space`,
    hint: file
      ? `write the address ${address} (a space is written %20), or better rename the file ${file.path} to ${file.renamed.slice(file.renamed.lastIndexOf('/') + 1)} and write ${file.renamed}.`
      : `write the address without spaces: ${address}.`,
  }),
  fr: ({ written, address, image, file }) => ({
    message: `${quoted(written)} est affiché comme du texte, crochets compris, et non comme ${image ? 'une image' : 'un lien'}\u00a0: son adresse contient une espace`,
    hint: file
      ? `écrivez l’adresse ${address} (une espace s’écrit %20), ou mieux, renommez le fichier ${file.path} en ${file.renamed.slice(file.renamed.lastIndexOf('/') + 1)} et écrivez ${file.renamed}.`
      : `écrivez l’adresse sans espaces\u00a0: ${address}.`,
  }),
});

/** `[texte] (/adresse)`: a space between the brackets and the parentheses of a link. */
export const spaceBeforeAddress = messageKind<{ written: string; fixed: string; image: boolean }>({
  example: { written: '[nos tarifs] (/tarifs)', fixed: '[nos tarifs](/tarifs)', image: false },
  en: ({ written, fixed, image }) => ({
    message: `${written} is printed as text, brackets included, not as ${image ? 'an image' : 'a link'}: a space separates ] from (`,
    hint: `remove the space: ${fixed}.`,
  }),
  fr: ({ written, fixed, image }) => ({
    message: `${quoted(written)} est affiché comme du texte, crochets compris, et non comme ${image ? 'une image' : 'un lien'}\u00a0: une espace sépare ] de (`,
    hint: `supprimez l’espace\u00a0: ${fixed}.`,
  }),
});

/** A link to `localhost` in a page's text: right in documentation about a local server, a slip elsewhere. */
export const localhostInText = messageKind<{ href: string }>({
  example: { href: 'http://localhost:1313/' },
  en: ({ href }) => ({
    message: `the link ${href} leads to the computer of whoever clicks it (localhost), not to this site`,
    hint: `if the page explains how to open a local server, write the address as code so nobody clicks it: \`${href}\`; otherwise link to a page of the site, starting with / (/cgv).`,
  }),
  fr: ({ href }) => ({
    message: `le lien ${quoted(href)} mène à l’ordinateur de celui qui clique (localhost), pas à ce site`,
    hint: `si la page explique comment ouvrir un serveur local, écrivez l’adresse comme du code pour que personne ne clique dessus\u00a0: \`${href}\`\u00a0; sinon faites un lien vers une page du site, commençant par / (/cgv).`,
  }),
});
