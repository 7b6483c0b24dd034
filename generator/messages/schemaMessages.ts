import { wholeNumberMessage } from '../../model/fields.js';
import { quoted } from '../shared/lang.js';
import { describeType, describeTypeFr, describeValue, describeValueFr } from './describeValue.js';
import { messageKind } from './messageKind.js';
import { inFrench } from './modelMessagesFr.js';

/** A hint already told in both languages (see fieldHints), or none. */
type Hints = { en?: string; fr?: string } | undefined;

/**
 * The problems a schema finds in a field, from zod's issues (see issueToProblems): `line` is the
 * field as its file writes it (`price: 29.9`, `price = 29.9` in TOML front matter).
 */
export const wholeNumber = messageKind<{ value: unknown; line: string }>({
  example: { value: 0.5, line: 'users = 1' },
  en: ({ value, line }) => ({
    message: `${wholeNumberMessage}, got ${describeValue(value)}`,
    hint: `write a whole number, 1 or more, without decimals: ${line}`,
  }),
  fr: ({ value, line }) => ({
    message: `attendu un nombre entier à partir de 1, trouvé ${describeValueFr(value)}`,
    hint: `écrivez un nombre entier, 1 ou plus, sans décimales\u00a0: ${line}`,
  }),
});

/** A required field that is absent. */
export const missingField = messageKind<{ expected: string; line: string; parent?: string }>({
  example: { expected: 'string', line: 'title =', parent: 'hero' },
  en: ({ expected, line, parent }) => ({
    message: `expected ${describeType(expected)}, got nothing`,
    hint: `this field is required: add "${line}" ${parent ? `under "${parent}"` : 'at the top of the file'}.`,
  }),
  fr: ({ expected, line, parent }) => ({
    message: `attendu ${describeTypeFr(expected)}, champ absent`,
    hint: `ce champ est obligatoire\u00a0: ajoutez ${quoted(line)} ${parent ? `sous ${quoted(parent)}` : 'en haut du fichier'}.`,
  }),
});

/** A value of another type than the field's (a number for a text…). */
export const wrongType = messageKind<{ expected: string; value: unknown; hint: Hints }>({
  example: { expected: 'number', value: '29,90 €', hint: { en: 'write price = 29.9', fr: 'écrivez price = 29.9' } },
  en: ({ expected, value, hint }) => ({
    message: `expected ${describeType(expected)}, got ${describeValue(value)}`,
    hint: hint?.en,
  }),
  fr: ({ expected, value, hint }) => ({
    message: `attendu ${describeTypeFr(expected)}, trouvé ${describeValueFr(value)}`,
    hint: hint?.fr,
  }),
});

/** A text field left empty. */
export const emptyText = messageKind<{ line: string }>({
  example: { line: 'title =' },
  en: ({ line }) => ({ message: 'expected text, got an empty text', hint: `write the text after "${line}".` }),
  fr: ({ line }) => ({
    message: 'attendu un texte, trouvé un texte vide',
    hint: `écrivez le texte après ${quoted(line)}.`,
  }),
});

/** A list with fewer items than it needs; `line` is the TOML list to write, for TOML. */
export const tooFewItems = messageKind<{ minimum: number | bigint; count: number; toml: boolean; line: string }>({
  example: { minimum: 1, count: 0, toml: false, line: 'points:' },
  en: ({ minimum, count, toml, line }) => ({
    message: `expected at least ${minimum} item(s), got ${count}`,
    hint: toml
      ? `add items between the brackets, each in straight double quotes, separated by commas: ${line}`
      : 'add items, each on its own line starting with "- ".',
  }),
  fr: ({ minimum, count, toml, line }) => ({
    message: `attendu au moins ${minimum} élément(s), trouvé ${count}`,
    hint: toml
      ? `ajoutez des éléments entre les crochets, chacun entre guillemets droits, séparés par des virgules\u00a0: ${line}`
      : 'ajoutez des éléments, chacun sur sa ligne, commençant par un tiret et une espace («\u00a0-\u00a0»).',
  }),
});

/** A number under the field's minimum. */
export const tooSmall = messageKind<{ minimum: number | bigint; value: unknown; hint: Hints }>({
  example: { minimum: 1, value: 0, hint: undefined },
  en: ({ minimum, value, hint }) => ({
    message: `expected a number of at least ${minimum}, got ${describeValue(value)}`,
    hint: hint?.en,
  }),
  fr: ({ minimum, value, hint }) => ({
    message: `attendu un nombre d’au moins ${minimum}, trouvé ${describeValueFr(value)}`,
    hint: hint?.fr,
  }),
});

/** A number, text or list over the field's maximum. */
export const tooBig = messageKind<{ maximum: number | bigint; value: unknown; hint: Hints }>({
  example: { maximum: 5, value: 6, hint: undefined },
  en: ({ maximum, value, hint }) => ({
    message: `expected at most ${maximum}, got ${describeValue(value)}`,
    hint: hint?.en,
  }),
  fr: ({ maximum, value, hint }) => ({
    message: `attendu au plus ${maximum}, trouvé ${describeValueFr(value)}`,
    hint: hint?.fr,
  }),
});

/** A value that is none of the field's few allowed ones, `guess` the nearest. */
export const notOneOf = messageKind<{ allowed: string[]; value: unknown; guess?: string }>({
  example: { allowed: ['mois', 'unique'], value: 'moi', guess: 'mois' },
  en: ({ allowed, value, guess }) => ({
    message: `expected one of ${allowed.map((v) => `"${v}"`).join(', ')}, got ${describeValue(value)}`,
    hint: guess ? `did you mean "${guess}"?` : undefined,
  }),
  fr: ({ allowed, value, guess }) => ({
    message: `attendu une de ces valeurs\u00a0: ${allowed.map((v) => `"${v}"`).join(', ')}, trouvé ${describeValueFr(value)}`,
    hint: guess ? `vouliez-vous dire ${quoted(guess)}\u00a0?` : undefined,
  }),
});

/** A setting of a service that is none of the forms accepted (its last alternative's rule named). */
export const notAccepted = messageKind<{ rule?: string; value: unknown }>({
  example: { rule: 'expected an https:// address', value: 'ftp://example.fr' },
  en: ({ rule, value }) => ({
    message: `${rule ?? 'this value is not accepted'}, got ${describeValue(value)}`,
    hint: 'leave it empty ("") if the service is not used.',
  }),
  fr: ({ rule, value }) => ({
    message: `${rule ? inFrench(rule) : 'cette valeur n’est pas acceptée'}, trouvé ${describeValueFr(value)}`,
    hint: 'laissez la valeur vide ("") si le service n’est pas utilisé.',
  }),
});

/** A rule of the model (a format, a check of its own), told by its message and hint in French from modelMessagesFr. */
export const modelRule = messageKind<{ rule: string; value: unknown; hint?: string }>({
  example: { rule: 'expected an e-mail address such as contact@example.fr', value: 'contact@telorys' },
  en: ({ rule, value, hint }) => ({ message: `${rule}, got ${describeValue(value)}`, hint }),
  fr: ({ rule, value, hint }) => ({
    message: `${inFrench(rule)}, trouvé ${describeValueFr(value)}`,
    hint: hint === undefined ? undefined : inFrench(hint),
  }),
});

/** A field the file's schema does not know, `guess` the allowed one nearest to it. */
export const unknownField = messageKind<{ key: string; guess?: string; allowed: string[] }>({
  example: { key: 'titel', guess: 'title', allowed: ['title', 'description'] },
  en: ({ key, guess, allowed }) => ({
    message: `unknown field "${key}"${guess ? ` — did you mean "${guess}"?` : ''}`,
    hint: guess
      ? `rename it to "${guess}", or remove it.`
      : `remove it or check its spelling; the fields allowed here are: ${allowed.join(', ')}.`,
  }),
  fr: ({ key, guess, allowed }) => ({
    message: `champ inconnu ${quoted(key)}${guess ? ` — vouliez-vous dire ${quoted(guess)}\u00a0?` : ''}`,
    hint: guess
      ? `renommez-le en ${quoted(guess)}, ou supprimez-le.`
      : `supprimez-le ou vérifiez son orthographe\u00a0; les champs permis ici sont\u00a0: ${allowed.join(', ')}.`,
  }),
});

/** The same, as the sentence that opens a list of problems: `where` is `file:line`. */
export const unknownFieldSentence = messageKind<{ key: string; guess?: string; where: string }>({
  example: { key: 'titel', guess: 'title', where: 'content/home.yaml:3' },
  en: ({ key, guess, where }) => ({
    message: `Unknown field "${key}" in ${where}${guess ? ` — did you mean "${guess}"?` : ''}`,
  }),
  fr: ({ key, guess, where }) => ({
    message: `Champ inconnu ${quoted(key)} dans ${where}${guess ? ` — vouliez-vous dire ${quoted(guess)}\u00a0?` : ''}`,
  }),
});

/** `sitemap:` in a YAML page: Markdown pages may set it, these pages' priorities come from the site. */
export const sitemapField = messageKind<Record<string, never>>({
  example: {},
  en: () => ({
    message:
      'unknown field "sitemap": the site sets the sitemap priority and frequency of the pages made from YAML files',
    hint: 'remove the "sitemap" block; only Markdown pages (content/pages/) choose their own.',
  }),
  fr: () => ({
    message:
      'champ inconnu «\u00a0sitemap\u00a0»\u00a0: le site fixe la priorité et la fréquence, dans le plan du site, des pages faites de fichiers YAML',
    hint: 'supprimez le bloc «\u00a0sitemap\u00a0»\u00a0; seules les pages Markdown (content/pages/) choisissent les leurs.',
  }),
});
