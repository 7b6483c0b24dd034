import { curlyQuoted } from '../load/curlyQuoted.js';
import { fieldLine, type HintField } from './fieldLine.js';
import { numberIn } from './numberIn.js';

/** A hint in both languages. */
export interface Hint {
  en: string;
  fr: string;
}

/**
 * The numbers of the content by field name: an example to show in a hint, and what the number
 * counts when it has a unit an editor may type after it (`2h`, `30 jours`). A field not listed
 * gets a neutral example, never another field's (a price shown for a delay misleads).
 */
const numberFields: Record<string, { example: number; unit?: { en: string; fr: string } }> = {
  price: { example: 29.9 },
  priority: { example: 0.5 },
  availability: { example: 99.5 },
  order: { example: 1 },
  qualityPoints: { example: 10 },
  companies: { example: 500 },
  switchboardClients: { example: 300 },
  fibreClients: { example: 120 },
  replyHours: { example: 2, unit: { en: 'the number of hours', fr: 'le nombre d’heures' } },
  fibreInstallationDays: { example: 30, unit: { en: 'the number of days', fr: 'le nombre de jours' } },
  freeTrialDays: { example: 30, unit: { en: 'the number of days', fr: 'le nombre de jours' } },
  experienceYears: { example: 15, unit: { en: 'the number of years', fr: 'le nombre d’années' } },
  sizeMb: { example: 1.2, unit: { en: 'the size in megabytes', fr: 'la taille en mégaoctets' } },
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
  const fixed = fieldLine(field, meant);
  return unit
    ? {
        en: `write ${unit.en} alone, in digits, without quotes or unit: ${fixed}`,
        fr: `écrivez ${unit.fr} seul, en chiffres, sans guillemets ni unité\u00a0: ${fixed}`,
      }
    : {
        en: `write the number alone, without quotes, units or currency, with a dot for decimals: ${fixed}`,
        fr: `écrivez le nombre seul, sans guillemets, unité ni symbole, avec un point pour les décimales\u00a0: ${fixed}`,
      };
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
    return {
      en: `remove the minus sign: ${fieldLine(field, -value)}`,
      fr: `supprimez le signe moins\u00a0: ${fieldLine(field, -value)}`,
    };
  const example = fieldLine(field, Math.max(numberExample(field.key), inclusive ? least : least + 1));
  return inclusive
    ? {
        en: `write a number of at least ${least}: ${example}`,
        fr: `écrivez un nombre d’au moins ${least}\u00a0: ${example}`,
      }
    : {
        en: `write a number greater than ${least}: ${example}`,
        fr: `écrivez un nombre supérieur à ${least}\u00a0: ${example}`,
      };
}

/** A value over its maximum: a number, a list (`features` of a card) or a text. */
export function maximumHint(field: HintField, origin: string, maximum: number | bigint): Hint | undefined {
  const most = Number(maximum);
  if (origin === 'number') {
    const example = fieldLine(field, Math.min(most, numberExample(field.key)));
    return {
      en: `write a number of at most ${most}: ${example}`,
      fr: `écrivez un nombre d’au plus ${most}\u00a0: ${example}`,
    };
  }
  if (origin === 'array')
    return {
      en: `keep ${most} item${most > 1 ? 's' : ''} at most in this list; delete the others or move them to the page's text.`,
      fr: `gardez au plus ${most} élément${most > 1 ? 's' : ''} dans cette liste\u00a0; supprimez les autres ou reportez-les dans le texte de la page.`,
    };
  if (origin === 'string')
    return {
      en: `shorten the text to ${most} characters at most.`,
      fr: `raccourcissez le texte à ${most} caractères au plus.`,
    };
  return undefined;
}

const yes = /^(?:yes|y|oui|o|vrai|true|on|1)$/i;
const no = /^(?:no|n|non|faux|false|off|0)$/i;

/** A yes/no field written otherwise (`draft: yes`, `draft: "false"`): `true` or `false`, bare. */
export function booleanHint(field: HintField, value: unknown): Hint {
  const written = String(value).trim();
  const fixed = fieldLine(field, yes.test(written) ? 'true' : no.test(written) ? 'false' : 'true');
  return {
    en: `write true or false, in lower case and without quotes: ${fixed}`,
    fr: `écrivez true (oui) ou false (non), en minuscules et sans guillemets\u00a0: ${fixed}`,
  };
}

/** A text opened with curly quotes that YAML read as a field (`- “Messagerie : vocale”`), or `undefined`. */
export function curlyHint(field: HintField, raw: string | undefined): Hint | undefined {
  const line = raw?.trim();
  const straight = line === undefined || line.includes('\n') ? undefined : curlyQuoted(line);
  if (!straight) return undefined;
  const fixed = fieldLine(field, straight);
  return {
    en: `curly quotes (“…”, « … », ‘…’) are not quotes in YAML: write straight quotes " " around the text: ${fixed}`,
    fr: `les guillemets typographiques (“…”, «\u00a0…\u00a0», ‘…’) ne sont pas des guillemets pour YAML\u00a0: entourez le texte de guillemets droits " "\u00a0: ${fixed}`,
  };
}
