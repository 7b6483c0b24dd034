import type { ParserReason } from './yamlReasons.js';

const quotesHint = {
  en: 'check the quotes of this line: a value with a comma or a quote is written "like, this", with nothing between the closing quote and the next comma, and a quote inside it doubled ("").',
  fr: 'vérifiez les guillemets de cette ligne\u00a0: une valeur contenant une virgule ou un guillemet s’écrit "comme, ceci", sans rien entre le guillemet fermant et la virgule suivante, et un guillemet à l’intérieur se double ("").',
};

/** Codes of csv-parse's refusals of a setting: a fault of the generator, never of the table. */
const settingCodes = [
  'CSV_INVALID_ARGUMENT',
  'CSV_INVALID_COLUMN_DEFINITION',
  'CSV_INVALID_COLUMN_MAPPING',
  'CSV_INVALID_OPTION_BOM',
  'CSV_INVALID_OPTION_CAST',
  'CSV_INVALID_OPTION_CAST_DATE',
  'CSV_INVALID_OPTION_COLUMNS',
  'CSV_INVALID_OPTION_COMMENT',
  'CSV_INVALID_OPTION_DELIMITER',
  'CSV_INVALID_OPTION_DELIMITER_AUTO',
  'CSV_INVALID_OPTION_ENCODING',
  'CSV_INVALID_OPTION_GROUP_COLUMNS_BY_NAME',
  'CSV_INVALID_OPTION_IGNORE_LAST_DELIMITERS',
  'CSV_INVALID_OPTION_ON_RECORD',
  'CSV_INVALID_OPTION_RECORD_DELIMITER',
  'CSV_IGNORE_LAST_DELIMITERS_REQUIRES_COLUMNS',
  'CSV_OPTION_COLUMNS_MISSING_NAME',
];

const setting: ParserReason = {
  fr: 'le lecteur de tableaux refuse un réglage du générateur (une erreur du générateur, pas du tableau)',
  hint: {
    en: 'tell the developers, with this message; the table itself may be right.',
    fr: 'prévenez les développeurs, avec ce message\u00a0; le tableau lui-même est peut-être juste.',
  },
};

/**
 * What csv-parse means by each of its error codes (`CsvError.code`), said to an editor: the
 * French of its English reason, and the fix in both languages. A code not listed keeps a
 * generic sentence, with the parser's English quoted.
 */
const byCode: Record<string, ParserReason> = {
  CSV_INVALID_CLOSING_QUOTE: {
    fr: 'un caractère suit le guillemet qui ferme une valeur, avant la virgule',
    hint: quotesHint,
  },
  INVALID_OPENING_QUOTE: {
    fr: 'un guillemet s’ouvre au milieu d’une valeur',
    hint: quotesHint,
  },
  CSV_QUOTE_NOT_CLOSED: {
    fr: 'un guillemet ouvert n’est jamais fermé, jusqu’à la fin du fichier',
    hint: {
      en: 'close the quote at the end of its value ("La Maxe"); a value in quotes may hold commas, and a quote inside it is doubled ("").',
      fr: 'fermez le guillemet à la fin de sa valeur ("La Maxe")\u00a0; une valeur entre guillemets peut contenir des virgules, et un guillemet à l’intérieur se double ("").',
    },
  },
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: {
    fr: 'un caractère suit le guillemet qui ferme une valeur, avant la virgule',
    hint: quotesHint,
  },
  CSV_MAX_RECORD_SIZE: {
    fr: 'une ligne dépasse la taille permise',
    hint: {
      en: 'a quote is probably left open and takes in the lines after it: close it.',
      fr: 'un guillemet est sans doute resté ouvert et englobe les lignes suivantes\u00a0: fermez-le.',
    },
  },
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: {
    fr: 'cette ligne n’a pas autant de valeurs que la ligne d’en-tête a de colonnes',
    hint: {
      en: 'give each line one value per column, separated by commas; an empty value is written as nothing between two commas (,,).',
      fr: 'donnez à chaque ligne une valeur par colonne, séparées par des virgules\u00a0; une valeur vide s’écrit sans rien entre deux virgules (,,).',
    },
  },
  CSV_RECORD_INCONSISTENT_COLUMNS: {
    fr: 'cette ligne n’a pas autant de valeurs que la ligne d’en-tête a de colonnes',
    hint: {
      en: 'give each line one value per column, separated by commas; an empty value is written as nothing between two commas (,,).',
      fr: 'donnez à chaque ligne une valeur par colonne, séparées par des virgules\u00a0; une valeur vide s’écrit sans rien entre deux virgules (,,).',
    },
  },
  CSV_UNKNOWN_ERROR: {
    fr: 'le tableau ne suit pas le format CSV à cet endroit',
    hint: quotesHint,
  },
  ...Object.fromEntries(settingCodes.map((code) => [code, setting])),
};

/** What a csv-parse error means for an editor; `known` is false for a code not listed here. */
export function csvReason(code: string | undefined): ParserReason & { known: boolean } {
  const found = code === undefined ? undefined : byCode[code];
  return found
    ? { ...found, known: true }
    : { fr: 'le tableau ne suit pas le format CSV à cet endroit', hint: quotesHint, known: false };
}

/** Every code the reasons know, for the test that each has a French sentence and a fix. */
export const csvReasonCodes = Object.keys(byCode);
