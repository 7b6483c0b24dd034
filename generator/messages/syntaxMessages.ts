import { messageKind } from './messageKind.js';
import { yamlReason } from './yamlReasons.js';

/**
 * A YAML syntax error: the parser's English reason as written in English; in French, its
 * meaning by the parser's error code (see yamlReasons), the English quoted when the code is new.
 */
export const yamlUnreadable = messageKind<{ reason: string; code: string }>({
  example: { reason: 'Map keys must be unique', code: 'DUPLICATE_KEY' },
  en: ({ reason, code }) => ({
    message: `the YAML cannot be read: ${reason}`,
    hint: yamlReason(code, reason).hint.en,
  }),
  fr: ({ reason, code }) => {
    const meant = yamlReason(code, reason);
    return {
      message: meant.known
        ? `le YAML est illisible\u00a0: ${meant.fr}`
        : `le YAML est illisible\u00a0: ${meant.fr} (l’analyseur dit, en anglais\u00a0: «\u00a0${reason}\u00a0»)`,
      hint: meant.hint.fr,
    };
  },
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

/** A field written twice in one block of a YAML file (a block copied, then edited): `first` is the line of the other one, when known. */
export const duplicateField = messageKind<{ key: string; first?: number; line: number }>({
  example: { key: 'price', first: 8, line: 9 },
  en: ({ key, first, line }) => ({
    message: `the YAML cannot be read: the field ${key} is written twice in the same block${first ? ` (lines ${first} and ${line})` : ''}`,
    hint: `keep the line of ${key} with the right value and remove the other.`,
  }),
  fr: ({ key, first, line }) => ({
    message: `le YAML est illisible\u00a0: le champ ${key} est écrit deux fois dans le même bloc${first ? ` (lignes ${first} et ${line})` : ''}`,
    hint: `gardez la ligne de ${key} qui a la bonne valeur et supprimez l’autre.`,
  }),
});

/** YAML nested so deep that the parser runs out of stack (a line of `: : :` or `[[[` opens a level at each mark). */
export const yamlTooDeep = messageKind<Record<string, never>>({
  example: {},
  en: () => ({
    message: 'the YAML cannot be read: this line opens thousands of nested levels (each ": ", "[" or "{" opens one)',
    hint: 'put the text of this line between double quotes, or remove what was pasted by mistake.',
  }),
  fr: () => ({
    message:
      'le YAML est illisible\u00a0: cette ligne ouvre des milliers de niveaux imbriqués (chaque «\u00a0: \u00a0», «\u00a0[\u00a0» ou «\u00a0{\u00a0» en ouvre un)',
    hint: 'mettez le texte de cette ligne entre guillemets droits, ou retirez ce qui a été collé par erreur.',
  }),
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

/**
 * A line out of its block: it starts in `column`, the other lines of its block in `blockColumn`,
 * as line `likeLine` does (`example`, its start). Columns and lines counted from 1.
 */
export const movedLine = messageKind<{ column: number; blockColumn: number; likeLine: number; example: string }>({
  example: { column: 3, blockColumn: 1, likeLine: 4, example: '- Standard cloud' },
  en: ({ column, blockColumn, likeLine, example }) => ({
    message: `the YAML cannot be read: this line starts in column ${column}, the other lines of its block in column ${blockColumn}`,
    hint: `move it to column ${blockColumn}, like line ${likeLine} ("${example}"), with spaces: the lines of a block start in the same column, and a line indented further belongs to the line above it.`,
  }),
  fr: ({ column, blockColumn, likeLine, example }) => ({
    message: `le YAML ne peut pas être lu\u00a0: cette ligne commence en colonne ${column}, les autres lignes de son bloc en colonne ${blockColumn}`,
    hint: `placez-la en colonne ${blockColumn}, comme la ligne ${likeLine} («\u00a0${example}\u00a0»), avec des espaces\u00a0: les lignes d’un bloc commencent dans la même colonne, et une ligne plus indentée appartient à la ligne au-dessus.`,
  }),
});
