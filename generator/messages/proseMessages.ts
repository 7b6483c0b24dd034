import { quoted } from '../shared/lang.js';
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

/** An image without its description (`![](/images/photo.jpg)`). */
export const imageWithoutAlt = messageKind<{ image: string }>({
  example: { image: '/images/photo.jpg' },
  en: ({ image }) => ({
    message: `the image ${image} has no description between its brackets: screen readers announce only "image", and search engines see nothing`,
    hint: `describe what it shows between the brackets: ![Our offices in Marly](${image}).`,
  }),
  fr: ({ image }) => ({
    message: `l’image ${image} n’a pas de description entre ses crochets\u00a0: les lecteurs d’écran annoncent seulement «\u00a0image\u00a0», et les moteurs de recherche n’y voient rien`,
    hint: `décrivez ce qu’elle montre entre les crochets\u00a0: ![Nos bureaux à Marly](${image}).`,
  }),
});

/** A link to a file of the editor's computer or to a test address, which no visitor can open. */
export const localLink = messageKind<{ href: string; computer: boolean }>({
  example: { href: 'C:\\Users\\marie\\Documents\\tarifs.pdf', computer: true },
  en: ({ href, computer }) => ({
    message: `the link ${href} leads to ${computer ? 'a file of your computer' : 'a test address on your computer'}: no visitor can open it`,
    hint: computer
      ? 'copy the file into public/ (public/documents/tarifs.pdf) and link to its address on the site: /documents/tarifs.pdf.'
      : 'write the address of the page on the site, starting with / (/cgv).',
  }),
  fr: ({ href, computer }) => ({
    message: `le lien ${quoted(href)} mène à ${computer ? 'un fichier de votre ordinateur' : 'une adresse de test de votre ordinateur'}\u00a0: aucun visiteur ne peut l’ouvrir`,
    hint: computer
      ? 'copiez le fichier dans public/ (public/documents/tarifs.pdf) et faites le lien vers son adresse sur le site\u00a0: /documents/tarifs.pdf.'
      : 'écrivez l’adresse de la page sur le site, en commençant par / (/cgv).',
  }),
});

/** An address written in the text without link syntax: shown, but not clickable. */
export const bareAddress = messageKind<{ address: string }>({
  example: { address: 'https://www.cnil.fr' },
  en: ({ address }) => ({
    message: `the address ${address} is written as text: visitors cannot click it`,
    hint: `make it a link: <${address}>, or [the words to click](${address}).`,
  }),
  fr: ({ address }) => ({
    message: `l’adresse ${address} est écrite comme du texte\u00a0: les visiteurs ne peuvent pas cliquer dessus`,
    hint: `faites-en un lien\u00a0: <${address}>, ou [les mots à cliquer](${address}).`,
  }),
});

/** `[écrivez-nous](mailto:support@telorys)`: a visitor's message to it would never arrive. */
export const badMailtoLink = messageKind<{ href: string; address: string }>({
  example: { href: 'mailto:support@telorys', address: 'support@telorys' },
  en: ({ href, address }) => ({
    message: `the link ${href} leads to ${address ? `"${address}", which is no e-mail address` : 'no e-mail address'}: a visitor's message would never arrive`,
    hint: 'write the whole address after mailto:, with its domain, such as mailto:contact@telorys.fr.',
  }),
  fr: ({ href, address }) => ({
    message: `le lien ${quoted(href)} ${address ? `mène à ${quoted(address)}, qui n’est pas une adresse e-mail` : 'ne mène à aucune adresse e-mail'}\u00a0: le message d’un visiteur n’arriverait jamais`,
    hint: 'écrivez l’adresse entière après mailto:, avec son domaine, comme mailto:contact@telorys.fr.',
  }),
});

/** A Markdown page whose body is too long for a phone on a slow network. */
export const heavyPage = messageKind<{ kilobytes: number }>({
  example: { kilobytes: 2400 },
  en: ({ kilobytes }) => ({
    message: `this page is ${kilobytes.toLocaleString('en')} KB of text: a phone on a slow network takes long to load it, and visitors lose their way in it`,
    hint: 'split it into several pages linked from one another (one a chapter), or put the long text in a PDF under public/documents/ and link to it.',
  }),
  fr: ({ kilobytes }) => ({
    message: `cette page fait ${kilobytes.toLocaleString('fr')}\u00a0Ko de texte\u00a0: un téléphone sur un réseau lent met longtemps à la charger, et les visiteurs s’y perdent`,
    hint: 'découpez-la en plusieurs pages liées entre elles (une par chapitre), ou mettez le long texte dans un PDF sous public/documents/ et faites-y un lien.',
  }),
});
