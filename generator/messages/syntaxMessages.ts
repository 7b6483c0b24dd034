import { messageKind } from './messageKind.js';

/** The parsers' own reasons are technical English: kept as written, in both languages. */

const yamlHintsEn: Record<string, string> = {
  DUPLICATE_KEY: 'a field is written twice in the same block; keep only one of them.',
  BAD_INDENT: 'check the indentation: fields of the same block start in the same column, with spaces, not tabs.',
  MISSING_CHAR: 'a quote or a bracket is not closed: every opening " or [ needs its closing one on the same line.',
  TAB_AS_INDENT: 'indent with spaces, not tabs.',
  other:
    'check this line: a text containing ": " or starting with a special character (such as @, *, &, #) must be put in quotes.',
};

const yamlHintsFr: Record<string, string> = {
  DUPLICATE_KEY: 'un champ est écrit deux fois dans le même bloc\u00a0; n’en gardez qu’un.',
  BAD_INDENT:
    'vérifiez l’indentation\u00a0: les champs d’un même bloc commencent dans la même colonne, avec des espaces, pas des tabulations.',
  MISSING_CHAR:
    'un guillemet ou un crochet n’est pas fermé\u00a0: chaque " ou [ ouvrant a besoin de son fermant sur la même ligne.',
  TAB_AS_INDENT: 'indentez avec des espaces, pas des tabulations.',
  other:
    'vérifiez cette ligne\u00a0: un texte contenant «\u00a0:\u00a0» suivi d’une espace, ou commençant par un caractère spécial (comme @, *, &, #), doit être mis entre guillemets.',
};

/** A YAML syntax error, with a hint chosen by the parser's error code. */
export const yamlUnreadable = messageKind<{ reason: string; code: string }>({
  example: { reason: 'Map keys must be unique', code: 'DUPLICATE_KEY' },
  en: ({ reason, code }) => ({
    message: `the YAML cannot be read: ${reason}`,
    hint: yamlHintsEn[code] ?? yamlHintsEn.other,
  }),
  fr: ({ reason, code }) => ({
    message: `le YAML est illisible\u00a0: ${reason}`,
    hint: yamlHintsFr[code] ?? yamlHintsFr.other,
  }),
});

/** A YAML alias without its anchor (`missing`), or aliases repeated past the limit. */
export const yamlAliases = messageKind<{ missing?: string }>({
  example: { missing: 'prix' },
  en: ({ missing }) =>
    missing
      ? {
          message: `the YAML cannot be read: the alias *${missing} has no anchor &${missing} before it`,
          hint: `write the value itself, or mark it with &${missing} where it first appears.`,
        }
      : {
          message: 'the YAML cannot be read: its aliases (*name) repeat values too many times (over 100 copies)',
          hint: 'write the values out instead of repeating them with & anchors and * aliases.',
        },
  fr: ({ missing }) =>
    missing
      ? {
          message: `le YAML est illisible\u00a0: l’alias *${missing} n’a pas d’ancre &${missing} avant lui`,
          hint: `écrivez la valeur elle-même, ou marquez-la avec &${missing} là où elle apparaît la première fois.`,
        }
      : {
          message:
            'le YAML est illisible\u00a0: ses alias (*nom) répètent des valeurs trop de fois (plus de 100 copies)',
          hint: 'écrivez les valeurs en entier au lieu de les répéter avec des ancres & et des alias *.',
        },
});

/** A TOML syntax error in front matter. */
export const tomlUnreadable = messageKind<{ reason: string }>({
  example: { reason: 'Invalid string, newlines are not allowed (line 3, column 9)' },
  en: ({ reason }) => ({
    message: `the TOML cannot be read: ${reason}`,
    hint: 'check this line: between +++ lines, write each field as key = value, texts in double quotes (title = "Tarifs"), dates without quotes (date = 2025-08-27).',
  }),
  fr: ({ reason }) => ({
    message: `le TOML est illisible\u00a0: ${reason}`,
    hint: 'vérifiez cette ligne\u00a0: entre les lignes +++, écrivez chaque champ sous la forme clé = valeur, les textes entre guillemets droits (title = "Tarifs"), les dates sans guillemets (date = 2025-08-27).',
  }),
});

/** Warning: a comma between two digits split an item of a `[ … ]` list in two. */
export const splitItems = messageKind<{ places: string[]; halves: [string, string] }>({
  example: { places: ['content/local/metz.yaml:6:19 ("écran 4" and "3 pouces")'], halves: ['écran 4', '3 pouces'] },
  en: ({ places, halves }) => ({
    message: `a comma between two digits in a [ … ] list splits the item in two: ${places.join(', ')}. Put the item in quotes to keep it whole: ["${halves[0]},${halves[1]}", …].`,
  }),
  fr: ({ places, halves }) => ({
    message: `une virgule entre deux chiffres dans une liste [ … ] coupe l’élément en deux\u00a0: ${places.join(', ')}. Mettez l’élément entre guillemets pour le garder entier\u00a0: ["${halves[0]},${halves[1]}", …].`,
  }),
});
