import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/**
 * The hints a schema problem carries on how to write its field (see fieldHints and
 * issueToProblems): told as sentences, then passed to the schema's kind as its `hint`. `line` is
 * the field written as its file writes it (`price: 29.9`, `price = 29.9` in TOML front matter).
 */

/** A number or yes/no value where a text is expected: quoted, it is read as text. */
export const quotesForText = messageKind<{ line: string }>({
  example: { line: 'postcode = "57000"' },
  en: ({ line }) => ({ message: `put the value in quotes so it is read as text: ${line}` }),
  fr: ({ line }) => ({
    message: `mettez la valeur entre guillemets pour qu’elle soit lue comme un texte\u00a0: ${line}`,
  }),
});

/** A text with `: ` in it, which YAML read as a field and its value. */
export const quotesForColon = messageKind<{ line: string }>({
  example: { line: 'title = "Standard cloud – 3 lignes"' },
  en: ({ line }) => ({
    message: `a text with ": " in it is read as a field and its value; put the whole text in quotes: ${line}`,
  }),
  fr: ({ line }) => ({
    message: `un texte contenant «\u00a0:\u00a0» est lu comme un champ et sa valeur\u00a0; mettez tout le texte entre guillemets\u00a0: ${line}`,
  }),
});

/**
 * A field written with nothing after it (`title:`): its value, after the colon, as `line` shows;
 * an item of a list left empty (`-`): its text after the dash, or the line removed.
 */
export const valueAfter = messageKind<{ line: string; item?: boolean }>({
  example: { line: 'price = 29.9' },
  en: ({ line, item }) => ({
    message: item
      ? `write the item's text after the dash (${line}), or remove the line.`
      : `write the value after the field's name, on its line: ${line}`,
  }),
  fr: ({ line, item }) => ({
    message: item
      ? `écrivez le texte de l’élément après le tiret (${quoted(line)}), ou supprimez la ligne.`
      : `écrivez la valeur après le nom du champ, sur sa ligne\u00a0: ${quoted(line)}`,
  }),
});

/** A list written otherwise: between brackets in TOML (`line`), one item a line in YAML. */
export const listItems = messageKind<{ toml: boolean; line: string }>({
  example: { toml: true, line: 'points = ["…", "…"]' },
  en: ({ toml, line }) => ({
    message: toml
      ? `write the items between brackets, separated by commas: ${line}`
      : 'write each item on its own line, indented, starting with "- ".',
  }),
  fr: ({ toml, line }) => ({
    message: toml
      ? `écrivez les éléments entre crochets, séparés par des virgules\u00a0: ${line}`
      : 'écrivez chaque élément sur sa ligne, indentée, commençant par un tiret et une espace («\u00a0-\u00a0»).',
  }),
});

/** A group of fields written otherwise: under a `table` line in TOML, indented below `key` in YAML. */
export const tableFields = messageKind<{ toml: boolean; key: string; table: string }>({
  example: { toml: true, key: 'hero', table: '[hero]' },
  en: ({ toml, key, table }) => ({
    message: toml
      ? `write the fields of "${key}" under a line ${table}, after the other fields.`
      : `write the fields of "${key}" on the following lines, indented by two spaces.`,
  }),
  fr: ({ toml, key, table }) => ({
    message: toml
      ? `écrivez les champs de «\u00a0${key}\u00a0» sous une ligne ${table}, après les autres champs.`
      : `écrivez les champs de «\u00a0${key}\u00a0» sur les lignes suivantes, indentés de deux espaces.`,
  }),
});

/** What a number field counts, for those an editor may type a unit after (`2h`, `30 jours`). */
export type NumberUnit = 'hours' | 'days' | 'years' | 'megabytes';

const unitEn: Record<NumberUnit, string> = {
  hours: 'the number of hours',
  days: 'the number of days',
  years: 'the number of years',
  megabytes: 'the size in megabytes',
};

const unitFr: Record<NumberUnit, string> = {
  hours: 'le nombre d’heures',
  days: 'le nombre de jours',
  years: 'le nombre d’années',
  megabytes: 'la taille en mégaoctets',
};

/** A number written as text (`29,90`, `2h`): the number alone, what it counts named when it has a unit. */
export const numberAlone = messageKind<{ unit?: NumberUnit; line: string }>({
  example: { unit: 'hours', line: 'replyHours = 2' },
  en: ({ unit, line }) => ({
    message: unit
      ? `write ${unitEn[unit]} alone, in digits, without quotes or unit: ${line}`
      : `write the number alone, without quotes, units or currency, with a dot for decimals: ${line}`,
  }),
  fr: ({ unit, line }) => ({
    message: unit
      ? `écrivez ${unitFr[unit]} seul, en chiffres, sans guillemets ni unité\u00a0: ${line}`
      : `écrivez le nombre seul, sans guillemets, unité ni symbole, avec un point pour les décimales\u00a0: ${line}`,
  }),
});

/** A number under its minimum that the minus sign alone put there (`price: -19`). */
export const minusSign = messageKind<{ line: string }>({
  example: { line: 'price = 19' },
  en: ({ line }) => ({ message: `remove the minus sign: ${line}` }),
  fr: ({ line }) => ({ message: `supprimez le signe moins\u00a0: ${line}` }),
});

/** A number under its minimum; `inclusive` when the least itself is allowed. */
export const numberAtLeast = messageKind<{ least: number; inclusive: boolean; line: string }>({
  example: { least: 1, inclusive: true, line: 'order = 1' },
  en: ({ least, inclusive, line }) => ({
    message: inclusive
      ? `write a number of at least ${least}: ${line}`
      : `write a number greater than ${least}: ${line}`,
  }),
  fr: ({ least, inclusive, line }) => ({
    message: inclusive
      ? `écrivez un nombre d’au moins ${least}\u00a0: ${line}`
      : `écrivez un nombre supérieur à ${least}\u00a0: ${line}`,
  }),
});

/** A number over its maximum. */
export const numberAtMost = messageKind<{ most: number; line: string }>({
  example: { most: 100, line: 'availability = 99.5' },
  en: ({ most, line }) => ({ message: `write a number of at most ${most}: ${line}` }),
  fr: ({ most, line }) => ({ message: `écrivez un nombre d’au plus ${most}\u00a0: ${line}` }),
});

/** A list longer than its field allows (the `features` of a card). */
export const fewerItems = messageKind<{ most: number }>({
  example: { most: 6 },
  en: ({ most }) => ({
    message: `keep ${most} item${most > 1 ? 's' : ''} at most in this list; delete the others or move them to the page's text.`,
  }),
  fr: ({ most }) => ({
    message: `gardez au plus ${most} élément${most > 1 ? 's' : ''} dans cette liste\u00a0; supprimez les autres ou reportez-les dans le texte de la page.`,
  }),
});

/** A text longer than its field allows. */
export const shorterText = messageKind<{ most: number }>({
  example: { most: 160 },
  en: ({ most }) => ({ message: `shorten the text to ${most} characters at most.` }),
  fr: ({ most }) => ({ message: `raccourcissez le texte à ${most} caractères au plus.` }),
});

/** A yes/no field written otherwise (`draft: yes`, `draft: "false"`). */
export const trueOrFalse = messageKind<{ line: string }>({
  example: { line: 'draft = true' },
  en: ({ line }) => ({ message: `write true or false, in lower case and without quotes: ${line}` }),
  fr: ({ line }) => ({ message: `écrivez true (oui) ou false (non), en minuscules et sans guillemets\u00a0: ${line}` }),
});

/** A text opened with curly quotes that YAML read as a field (`- “Messagerie : vocale”`). */
export const straightQuotes = messageKind<{ line: string }>({
  example: { line: '- "Messagerie vocale incluse"' },
  en: ({ line }) => ({
    message: `curly quotes (“…”, « … », ‘…’) are not quotes in YAML: write straight quotes " " around the text: ${line}`,
  }),
  fr: ({ line }) => ({
    message: `les guillemets typographiques (“…”, «\u00a0…\u00a0», ‘…’) ne sont pas des guillemets pour YAML\u00a0: entourez le texte de guillemets droits " "\u00a0: ${line}`,
  }),
});
