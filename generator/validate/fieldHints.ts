import { curlyQuoted } from '../load/curlyQuoted.js';
import {
  fewerItems,
  minusSign,
  numberAlone,
  numberAtLeast,
  numberAtMost,
  shorterText,
  straightQuotes,
  trueOrFalse,
  type NumberUnit,
} from '../messages/hintMessages.js';
import { sentenceOf, type Bilingual } from '../messages/messageKind.js';
import { fieldLine, type HintField } from './fieldLine.js';
import { numberIn } from './numberIn.js';

/** A hint in both languages, told by a kind of hintMessages. */
export type Hint = Bilingual;

/**
 * The numbers of the content by field name: an example to show in a hint, and what the number
 * counts when it has a unit an editor may type after it (`2h`, `30 jours`). A field not listed
 * gets a neutral example, never another field's (a price shown for a delay misleads).
 */
const numberFields: Record<string, { example: number; unit?: NumberUnit }> = {
  price: { example: 29.9 },
  priority: { example: 0.5 },
  availability: { example: 99.5 },
  order: { example: 1 },
  qualityPoints: { example: 10 },
  companies: { example: 500 },
  switchboardClients: { example: 300 },
  fibreClients: { example: 120 },
  replyHours: { example: 2, unit: 'hours' },
  fibreInstallationDays: { example: 30, unit: 'days' },
  freeTrialDays: { example: 30, unit: 'days' },
  experienceYears: { example: 15, unit: 'years' },
  sizeMb: { example: 1.2, unit: 'megabytes' },
};

/** Units typed after a number (`2h`, `2 heures`, `30 jours`, `1,2 Mo`), left out to find the number meant. */
const unitWords =
  /(?<![\s\u00a0\u202f])[\s\u00a0\u202f]*(?:h|heures?|hours?|jours?|j|days?|ans?|années?|years?|mois|Mo|MB|min|minutes?)\.?$/i;

/** The example a hint shows for a number field. */
export function numberExample(key: string): number {
  return numberFields[key]?.example ?? 10;
}

/** A number written as text (`29,90`, `2h`): write the number alone, the one meant if it can be read. */
export function numberHint(field: HintField, value: string): Hint {
  const meant = numberIn(value) ?? numberIn(value.replace(unitWords, '')) ?? numberExample(field.key);
  const unit = numberFields[field.key]?.unit;
  return sentenceOf(numberAlone, { unit, line: fieldLine(field, meant) });
}

/** A number found under the least a field allows (`inclusive`: the least itself is allowed). */
export interface UnderMinimum {
  value: unknown;
  minimum: number | bigint;
  inclusive: boolean;
}

/** A number under its minimum (`price: -19`): without the minus sign, or at least the minimum. */
export function minimumHint(field: HintField, { value, minimum, inclusive }: UnderMinimum): Hint {
  const least = Number(minimum);
  if (typeof value === 'number' && value < 0 && -value >= least && (inclusive || -value > least))
    return sentenceOf(minusSign, { line: fieldLine(field, -value) });
  const line = fieldLine(field, Math.max(numberExample(field.key), inclusive ? least : least + 1));
  return sentenceOf(numberAtLeast, { least, inclusive, line });
}

/** A value over its maximum: a number, a list (`features` of a card) or a text. */
export function maximumHint(field: HintField, origin: string, maximum: number | bigint): Hint | undefined {
  const most = Number(maximum);
  if (origin === 'number')
    return sentenceOf(numberAtMost, { most, line: fieldLine(field, Math.min(most, numberExample(field.key))) });
  if (origin === 'array') return sentenceOf(fewerItems, { most });
  if (origin === 'string') return sentenceOf(shorterText, { most });
  return undefined;
}

const yes = /^(?:yes|y|oui|o|vrai|true|on|1)$/i;
const no = /^(?:no|n|non|faux|false|off|0)$/i;

/** A yes/no field written otherwise (`draft: yes`, `draft: "false"`): `true` or `false`, bare. */
export function booleanHint(field: HintField, value: unknown): Hint {
  const written = String(value).trim();
  const fixed = fieldLine(field, yes.test(written) ? 'true' : no.test(written) ? 'false' : 'true');
  return sentenceOf(trueOrFalse, { line: fixed });
}

/** A text opened with curly quotes that YAML read as a field (`- “Messagerie : vocale”`), or `undefined`. */
export function curlyHint(field: HintField, raw: string | undefined): Hint | undefined {
  const line = raw?.trim();
  const straight = line === undefined || line.includes('\n') ? undefined : curlyQuoted(line);
  if (!straight) return undefined;
  return sentenceOf(straightQuotes, { line: fieldLine(field, straight) });
}
