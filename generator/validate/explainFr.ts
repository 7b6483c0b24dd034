import type { ProblemFr } from '../errors.js';
import { quoted } from '../shared/lang.js';
import { inFrench } from '../messages/modelMessagesFr.js';
import { describeTypeFr, describeValueFr } from './describeValue.js';
import { colonText } from './colonText.js';
import { booleanHint, curlyHint, maximumHint, minimumHint, numberHint } from './fieldHints.js';
import { fieldLine, type FieldIssue, type HintField } from './fieldLine.js';
import { nearest } from '../shared/nearest.js';
import { wholeNumberMessage } from '../../model/fields.js';

/**
 * What `explain` in `issueToProblems.ts` says, in French, for editors, its examples written as
 * the file writes a field (`clé: valeur` in YAML, `clé = valeur` in TOML). Keep the two in step.
 */
export function explainFr({ issue, value, key = 'champ', parent, raw, syntax }: FieldIssue): ProblemFr {
  const got = describeValueFr(value);
  const field = { key, syntax };
  if (issue.message === wholeNumberMessage && typeof value === 'number') {
    return {
      message: `attendu un nombre entier à partir de 1, trouvé ${got}`,
      hint: `écrivez un nombre entier, 1 ou plus, sans décimales\u00a0: ${fieldLine(field, Math.max(1, Math.round(value)))}`,
    };
  }
  if (value === undefined && issue.code === 'invalid_type') {
    return {
      message: `attendu ${describeTypeFr(issue.expected)}, champ absent`,
      hint: `ce champ est obligatoire\u00a0: ajoutez ${quoted(fieldLine(field))} ${parent ? `sous ${quoted(parent)}` : 'en haut du fichier'}.`,
    };
  }
  switch (issue.code) {
    case 'invalid_type':
      return {
        message: `attendu ${describeTypeFr(issue.expected)}, trouvé ${got}`,
        hint: typeHintFr(issue.expected, field, { value, raw, parent }),
      };
    case 'too_small':
      if (issue.origin === 'string')
        return {
          message: 'attendu un texte, trouvé un texte vide',
          hint: `écrivez le texte après ${quoted(fieldLine(field))}.`,
        };
      if (issue.origin === 'array')
        return {
          message: `attendu au moins ${issue.minimum} élément(s), trouvé ${Array.isArray(value) ? value.length : 0}`,
          hint:
            syntax === 'toml'
              ? `ajoutez des éléments entre les crochets, chacun entre guillemets droits, séparés par des virgules\u00a0: ${fieldLine(field, '["…", "…"]')}`
              : 'ajoutez des éléments, chacun sur sa ligne, commençant par un tiret et une espace («\u00a0-\u00a0»).',
        };
      return {
        message: `attendu un nombre d’au moins ${issue.minimum}, trouvé ${got}`,
        hint: minimumHint(field, { value, minimum: issue.minimum, inclusive: issue.inclusive ?? true }).fr,
      };
    case 'too_big':
      return {
        message: `attendu au plus ${issue.maximum}, trouvé ${got}`,
        hint: maximumHint(field, issue.origin, issue.maximum)?.fr,
      };
    case 'invalid_value': {
      const allowed = issue.values.map(String);
      const guess = typeof value === 'string' ? nearest(value, allowed) : undefined;
      return {
        message: `attendu une de ces valeurs\u00a0: ${allowed.map((v) => `"${v}"`).join(', ')}, trouvé ${got}`,
        hint: guess ? `vouliez-vous dire ${quoted(guess)}\u00a0?` : undefined,
      };
    }
    case 'invalid_union': {
      const inner = issue.errors.at(-1)?.[0];
      return {
        message: `${inner ? inFrench(inner.message) : 'cette valeur n’est pas acceptée'}, trouvé ${got}`,
        hint: 'laissez la valeur vide ("") si le service n’est pas utilisé.',
      };
    }
    case 'custom': {
      const hint = (issue.params as { hint?: string } | undefined)?.hint;
      return {
        message: `${inFrench(issue.message)}, trouvé ${got}`,
        hint: hint === undefined ? undefined : inFrench(hint),
      };
    }
    default:
      return { message: `${inFrench(issue.message)}, trouvé ${got}` };
  }
}

function typeHintFr(
  expected: string,
  field: HintField,
  { value, raw, parent }: Pick<FieldIssue, 'value' | 'raw' | 'parent'>,
): string | undefined {
  if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
    return `mettez la valeur entre guillemets pour qu’elle soit lue comme un texte\u00a0: ${fieldLine(field, `"${raw ?? String(value)}"`)}`;
  }
  if (expected === 'number' && typeof value === 'string') {
    return numberHint(field, value).fr;
  }
  if (expected === 'boolean') return booleanHint(field, value).fr;
  const curly = expected === 'string' ? curlyHint(field, raw) : undefined;
  if (curly) return curly.fr;
  const written = colonText(value, raw);
  if (expected === 'string' && written) {
    return `un texte contenant «\u00a0:\u00a0» est lu comme un champ et sa valeur\u00a0; mettez tout le texte entre guillemets\u00a0: ${fieldLine(field, `"${written}"`)}`;
  }
  const toml = field.syntax === 'toml';
  if (expected === 'array')
    return toml
      ? `écrivez les éléments entre crochets, séparés par des virgules\u00a0: ${fieldLine(field, '["…", "…"]')}`
      : 'écrivez chaque élément sur sa ligne, indentée, commençant par un tiret et une espace («\u00a0-\u00a0»).';
  if (expected === 'object')
    return toml
      ? `écrivez les champs de ${quoted(field.key)} sous une ligne [${parent ? `${parent}.` : ''}${field.key}], après les autres champs.`
      : `écrivez les champs de ${quoted(field.key)} sur les lignes suivantes, indentés de deux espaces.`;
  return undefined;
}

/** What an unknown field's problem is made of: the field, the allowed one nearest to it, where it is, what is allowed. */
export interface UnknownField {
  key: string;
  guess: string | undefined;
  /** `file:line`. */
  where: string;
  allowed: string[];
}

/** The French of an unknown field's problem. */
export function unknownFieldFr({ key, guess, where, allowed }: UnknownField): ProblemFr {
  const suggestion = guess ? ` — vouliez-vous dire ${quoted(guess)}\u00a0?` : '';
  return {
    message: `champ inconnu ${quoted(key)}${suggestion}`,
    sentence: `Champ inconnu ${quoted(key)} dans ${where}${suggestion}`,
    hint: guess
      ? `renommez-le en ${quoted(guess)}, ou supprimez-le.`
      : `supprimez-le ou vérifiez son orthographe\u00a0; les champs permis ici sont\u00a0: ${allowed.join(', ')}.`,
  };
}
