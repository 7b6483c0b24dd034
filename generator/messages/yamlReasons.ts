import { quotesHint, yamlCodeReasons } from './yamlCodeReasons.js';

/**
 * What the YAML parser (`yaml`) means by each of its error codes, said to an editor: the French
 * of its English reason, and the fix, in both languages. One code covers several reasons
 * (MISSING_CHAR is a quote, a bracket or a colon): `reasons` tells them apart by the English
 * text. A code not listed (see yamlCodeReasons) keeps a generic sentence, with the parser's
 * English quoted.
 */
export interface ParserReason {
  /** The reason in French; the English message keeps the parser's own words. */
  fr: string;
  hint: { en: string; fr: string };
}

const bracketHint = {
  en: 'a bracket is not closed: every opening [ or { needs its closing ] or } on the same line, and items are separated by commas.',
  fr: 'un crochet n’est pas fermé\u00a0: chaque [ ou { ouvrant a besoin de son ] ou } fermant sur la même ligne, et les éléments sont séparés par des virgules.',
};

/** Reasons of one code told apart by the parser's English. */
const reasons: [code: string, english: RegExp, reason: ParserReason][] = [
  [
    'MISSING_CHAR',
    /closing "quote|closing 'quote/,
    {
      fr: 'un guillemet ouvert n’est pas fermé',
      hint: yamlCodeReasons.MISSING_CHAR!.hint,
    },
  ],
  [
    'MISSING_CHAR',
    /flow|\]|\}/,
    {
      fr: 'une liste [ … ] ou un groupe { … } n’est pas fermé, ou ses éléments ne sont pas séparés par des virgules',
      hint: bracketHint,
    },
  ],
  [
    'MISSING_CHAR',
    /map values/,
    {
      fr: 'une ligne n’a pas de «\u00a0:\u00a0» entre le nom du champ et sa valeur',
      hint: {
        en: 'write the field as name: value, or indent a text that goes on from the line above under its field.',
        fr: 'écrivez le champ sous la forme nom: valeur, ou indentez sous son champ un texte qui continue la ligne du dessus.',
      },
    },
  ],
  ['MISSING_CHAR', /directives-end/, yamlCodeReasons.BAD_DIRECTIVE!],
  [
    'BAD_INDENT',
    /Flow (sequence|map)/,
    { fr: 'une liste [ … ] ou un groupe { … } n’est pas fermé avant la fin de la ligne', hint: bracketHint },
  ],
];

/** Codes the parser uses for faults of its own, not of the text: told as a generic reason. */
const generic = {
  fr: 'le texte ne suit pas la syntaxe YAML à cet endroit',
  hint: quotesHint,
};

/**
 * What a YAML error means for an editor, by its code and English message; `known` is false
 * when the code is not listed (a newer parser), whose English is then quoted in French.
 */
export function yamlReason(code: string, english: string): ParserReason & { known: boolean } {
  const found =
    reasons.find(([candidate, pattern]) => candidate === code && pattern.test(english))?.[2] ?? yamlCodeReasons[code];
  return found ? { ...found, known: true } : { ...generic, known: false };
}

/** Every code the reasons know, for the test that each has a French sentence and a fix. */
export const yamlReasonCodes = Object.keys(yamlCodeReasons);
