import type { z } from 'zod';
import type { ProblemFr } from '../errors.js';
import { quoted } from '../messages/lang.js';
import { inFrench } from '../messages/modelMessagesFr.js';
import { describeTypeFr, describeValueFr } from './describeValue.js';
import { colonText } from './colonText.js';
import { booleanHint, curlyHint, maximumHint, minimumHint, numberHint } from './fieldHints.js';
import { nearest } from '../shared/nearest.js';
import { wholeNumberMessage } from '../../model/fields.js';

type Issue = z.core.$ZodIssue;

/** What `explain` in `issueToProblems.ts` says, in French, for editors. Keep the two in step. */
export function explainFr(issue: Issue, value: unknown, key: string, parent: string, raw?: string): ProblemFr {
  const got = describeValueFr(value);
  if (issue.message === wholeNumberMessage && typeof value === 'number') {
    return {
      message: `attendu un nombre entier à partir de 1, trouvé ${got}`,
      hint: `écrivez un nombre entier, 1 ou plus, sans décimales\u00a0: ${key}: ${Math.max(1, Math.round(value))}`,
    };
  }
  if (value === undefined && issue.code === 'invalid_type') {
    return {
      message: `attendu ${describeTypeFr(issue.expected)}, champ absent`,
      hint: `ce champ est obligatoire\u00a0: ajoutez ${quoted(`${key}:`)} ${parent ? `sous ${quoted(parent)}` : 'en haut du fichier'}.`,
    };
  }
  switch (issue.code) {
    case 'invalid_type':
      return {
        message: `attendu ${describeTypeFr(issue.expected)}, trouvé ${got}`,
        hint: typeHintFr(issue.expected, value, key, raw),
      };
    case 'too_small':
      if (issue.origin === 'string')
        return {
          message: 'attendu un texte, trouvé un texte vide',
          hint: `écrivez le texte après ${quoted(`${key}:`)}.`,
        };
      if (issue.origin === 'array')
        return {
          message: `attendu au moins ${issue.minimum} élément(s), trouvé ${Array.isArray(value) ? value.length : 0}`,
          hint: 'ajoutez des éléments, chacun sur sa ligne, commençant par un tiret et une espace («\u00a0-\u00a0»).',
        };
      return {
        message: `attendu un nombre d’au moins ${issue.minimum}, trouvé ${got}`,
        hint: minimumHint(key, value, issue.minimum, issue.inclusive ?? true).fr,
      };
    case 'too_big':
      return {
        message: `attendu au plus ${issue.maximum}, trouvé ${got}`,
        hint: maximumHint(key, issue.origin, issue.maximum)?.fr,
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

function typeHintFr(expected: string, value: unknown, key: string, raw?: string): string | undefined {
  if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
    return `mettez la valeur entre guillemets pour qu’elle soit lue comme un texte\u00a0: ${key}: "${raw ?? String(value)}"`;
  }
  if (expected === 'number' && typeof value === 'string') {
    return numberHint(key, value).fr;
  }
  if (expected === 'boolean') return booleanHint(key, value).fr;
  const curly = expected === 'string' ? curlyHint(key, raw) : undefined;
  if (curly) return curly.fr;
  const written = colonText(value, raw);
  if (expected === 'string' && written) {
    return `un texte contenant «\u00a0:\u00a0» est lu comme un champ et sa valeur\u00a0; mettez tout le texte entre guillemets\u00a0: ${/^\d+$/.test(key) ? '-' : `${key}:`} "${written}"`;
  }
  if (expected === 'array')
    return 'écrivez chaque élément sur sa ligne, indentée, commençant par un tiret et une espace («\u00a0-\u00a0»).';
  if (expected === 'object')
    return `écrivez les champs de ${quoted(key)} sur les lignes suivantes, indentés de deux espaces.`;
  return undefined;
}

/** The French of an unknown field's problem. */
export function unknownFieldFr(key: string, guess: string | undefined, where: string, allowed: string[]): ProblemFr {
  const suggestion = guess ? ` — vouliez-vous dire ${quoted(guess)}\u00a0?` : '';
  return {
    message: `champ inconnu ${quoted(key)}${suggestion}`,
    sentence: `Champ inconnu ${quoted(key)} dans ${where}${suggestion}`,
    hint: guess
      ? `renommez-le en ${quoted(guess)}, ou supprimez-le.`
      : `supprimez-le ou vérifiez son orthographe\u00a0; les champs permis ici sont\u00a0: ${allowed.join(', ')}.`,
  };
}
