import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

export const missingColumns = messageKind<{ missing: string[]; columns: readonly string[] }>({
  example: { missing: ['slug', 'name'], columns: ['slug', 'name', 'departement'] },
  en: ({ missing, columns }) => ({
    message: `the header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
    hint: `the first line names the columns: ${columns.join(',')} (others may follow).`,
  }),
  fr: ({ missing, columns }) => ({
    message: `il manque à la ligne d’en-tête ${missing.length > 1 ? 'les colonnes' : 'la colonne'} ${missing.join(', ')}`,
    hint: `la première ligne nomme les colonnes\u00a0: ${columns.join(',')} (d’autres peuvent suivre).`,
  }),
});

export const badSlug = messageKind<{ slug: string }>({
  example: { slug: 'Le Ban' },
  en: ({ slug }) => ({
    message: `"${slug}" cannot be an address: only lowercase letters, digits and single hyphens`,
    hint: 'write the name without accents, spaces or capitals: le-ban-saint-martin.',
  }),
  fr: ({ slug }) => ({
    message: `${quoted(slug)} ne peut pas être une adresse\u00a0: seulement des minuscules, des chiffres et des tirets simples`,
    hint: 'écrivez le nom sans accents, espaces ni majuscules\u00a0: le-ban-saint-martin.',
  }),
});

export const repeatedSlug = messageKind<{ slug: string; line: number }>({
  example: { slug: 'saint-louis', line: 4 },
  en: ({ slug, line }) => ({
    message: `"${slug}" is already the slug of line ${line}`,
    hint: 'each town needs its own address: add the département code, e.g. saint-louis-68.',
  }),
  fr: ({ slug, line }) => ({
    message: `${quoted(slug)} est déjà le slug de la ligne ${line}`,
    hint: 'chaque commune a besoin de sa propre adresse\u00a0: ajoutez le code du département, par exemple saint-louis-68.',
  }),
});

export const emptyName = messageKind<Record<string, never>>({
  example: {},
  en: () => ({
    message: 'the name is empty',
    hint: 'write the name of the commune as it is spelt: Le Ban-Saint-Martin.',
  }),
  fr: () => ({
    message: 'le nom est vide',
    hint: 'écrivez le nom de la commune avec son orthographe\u00a0: Le Ban-Saint-Martin.',
  }),
});

export const badDepartement = messageKind<{ code: string }>({
  example: { code: '8' },
  en: ({ code }) => ({
    message: `"${code}" is not a département code`,
    hint: 'write the INSEE code: 57, 2A, 971 (with its leading zero: 08, not 8).',
  }),
  fr: ({ code }) => ({
    message: `${quoted(code)} n’est pas un code de département`,
    hint: 'écrivez le code INSEE\u00a0: 57, 2A, 971 (avec son zéro initial\u00a0: 08, pas 8).',
  }),
});

/** A postcode that is not five digits, or none (`code` absent). */
export const badPostcode = messageKind<{ code?: string }>({
  example: { code: '5700' },
  en: ({ code }) => ({
    message: code !== undefined ? `"${code}" is not a postcode` : 'no postcode',
    hint: 'write five digits, several separated by spaces: 57000 57050.',
  }),
  fr: ({ code }) => ({
    message: code !== undefined ? `${quoted(code)} n’est pas un code postal` : 'aucun code postal',
    hint: 'écrivez cinq chiffres, plusieurs séparés par des espaces\u00a0: 57000 57050.',
  }),
});

export const badPopulation = messageKind<{ written: string }>({
  example: { written: 'beaucoup' },
  en: ({ written }) => ({
    message: `"${written}" is not a number of inhabitants`,
    hint: 'write a whole number (116581) or leave the cell empty.',
  }),
  fr: ({ written }) => ({
    message: `${quoted(written)} n’est pas un nombre d’habitants`,
    hint: 'écrivez un nombre entier (116581) ou laissez la cellule vide.',
  }),
});

export const badYear = messageKind<{ written: string }>({
  example: { written: '23' },
  en: ({ written }) => ({
    message: `"${written}" is not the year of a population`,
    hint: 'write the year of the census the population comes from, in four digits (2023), or leave the cell empty.',
  }),
  fr: ({ written }) => ({
    message: `${quoted(written)} n’est pas l’année d’une population`,
    hint: 'écrivez l’année du recensement d’où vient la population, en quatre chiffres (2023), ou laissez la cellule vide.',
  }),
});

/** A town's INSEE code that is no commune's code of its département (shown on its page as a fact). */
export const badInsee = messageKind<{ code: string; departement: string }>({
  example: { code: '5746', departement: '57' },
  en: ({ code, departement }) => ({
    message: `"${code}" is not the INSEE code of a commune of the département ${departement}`,
    hint: `write the commune's code of five characters, which starts with its département's (${firstCode(departement)} for the first of ${departement}), as in the official table; or leave the cell empty.`,
  }),
  fr: ({ code, departement }) => ({
    message: `${quoted(code)} n’est pas le code INSEE d’une commune du département ${departement}`,
    hint: `écrivez le code de la commune, de cinq caractères, qui commence par celui de son département (${firstCode(departement)} pour la première du ${departement}), comme dans le tableau officiel\u00a0; ou laissez la cellule vide.`,
  }),
});

/** The INSEE code of the first commune of a département: 57001, 2A001, 97101, 98801. */
const firstCode = (departement: string) => `${departement}${'001'.slice(departement.length - 2)}`;

/** Two towns with one INSEE code: one of them shows the other's (most often a row copied, then renamed). */
export const repeatedInsee = messageKind<{ code: string; line: number }>({
  example: { code: '57463', line: 12 },
  en: ({ code, line }) => ({
    message: `${code} is already the INSEE code of line ${line}`,
    hint: "each commune has its own code: copy this town's from the official table, or leave the cell empty.",
  }),
  fr: ({ code, line }) => ({
    message: `${code} est déjà le code INSEE de la ligne ${line}`,
    hint: 'chaque commune a son propre code\u00a0: recopiez celui de cette commune depuis le tableau officiel, ou laissez la cellule vide.',
  }),
});

export const unknownTownFile = messageKind<{ slug: string; nearest?: string }>({
  example: { slug: 'albestrof', nearest: 'albestroff' },
  en: ({ slug, nearest }) => ({
    message: `no row of content/local/towns.csv has the slug "${slug}": this file would be shown on no page`,
    hint: `name the file after the slug of its town's row${nearest ? ` (did you mean ${nearest}.yaml?)` : ''}, or remove it.`,
  }),
  fr: ({ slug, nearest }) => ({
    message: `aucune ligne de content/local/towns.csv n’a le slug ${quoted(slug)}\u00a0: ce fichier ne s’afficherait sur aucune page`,
    hint: `nommez le fichier d’après le slug de la ligne de sa commune${nearest ? ` (vouliez-vous dire ${nearest}.yaml\u00a0?)` : ''}, ou supprimez-le.`,
  }),
});

export const similarTownPages = messageKind<{ a: string; b: string; percent: number; count: number }>({
  example: { a: '/albestroff', b: '/francaltroff', percent: 94, count: 3 },
  en: ({ a, b, percent, count }) => ({
    message: `${count} pair${count > 1 ? 's' : ''} of town pages of one département are more than 92% the same (${a} and ${b}: ${percent}%): search engines treat such pages as doorway pages`,
    hint: 'give the pages facts of their own (columns of content/local/towns.csv, a file content/local/towns/<slug>.yaml), shorten the shared text of content/local-town.yaml, or index fewer town pages (towns.index in content/site.yaml).',
  }),
  fr: ({ a, b, percent, count }) => ({
    message: `${count} paire${count > 1 ? 's' : ''} de pages de communes d’un même département se ressemblent à plus de 92\u00a0% (${a} et ${b}\u00a0: ${percent}\u00a0%)\u00a0: les moteurs de recherche traitent ces pages comme des pages satellites`,
    hint: 'donnez aux pages des faits à elles (colonnes de content/local/towns.csv, un fichier content/local/towns/<slug>.yaml), raccourcissez le texte commun de content/local-town.yaml, ou indexez moins de pages de communes (towns.index dans content/site.yaml).',
  }),
});

export const townFileOfPage = messageKind<{ slug: string; page: string }>({
  example: { slug: 'metz', page: 'content/local/metz.yaml' },
  en: ({ slug, page }) => ({
    message: `${page} writes the page of "${slug}" by hand: this file would be shown on no page`,
    hint: `write what it says in ${page}, or remove it.`,
  }),
  fr: ({ slug, page }) => ({
    message: `${page} écrit à la main la page de ${quoted(slug)}\u00a0: ce fichier ne s’afficherait sur aucune page`,
    hint: `écrivez ce qu’il dit dans ${page}, ou supprimez-le.`,
  }),
});
