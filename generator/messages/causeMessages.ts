import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

const monthsEn = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthsFr = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** A date of the right shape that no calendar has (`2026-02-30`, `2026-13-01`): what was written and the date to type. */
export interface ImpossibleDate {
  written: string;
  year: number;
  month: number;
  day: number;
  /** The days of the month written (when the month exists). */
  days: number;
  /** Day and month swapped (`2026-13-01` for the 13th of January). */
  swapped: boolean;
  /** The field written with the date to type (`updated: 2026-02-28`). */
  example: string;
}

const leapDay = ({ month, day, days }: ImpossibleDate) => month === 2 && day === 29 && days === 28;

/** A date written `YYYY-MM-DD` that does not exist: the shape is right, the day or the month is not. */
export const impossibleDate = messageKind<ImpossibleDate>({
  example: {
    written: '2026-02-30',
    year: 2026,
    month: 2,
    day: 30,
    days: 28,
    swapped: false,
    example: 'updated = 2026-02-28',
  },
  en: (date) => ({
    message: `the date ${date.written} does not exist: ${
      date.month < 1 || date.month > 12
        ? `there is no month ${date.month} (the month comes second, from 01 to 12)`
        : date.day < 1
          ? 'there is no day 0'
          : leapDay(date)
            ? `${date.year} is not a leap year, February ${date.year} has 28 days`
            : `${monthsEn[date.month - 1]} ${date.year} has ${date.days} days`
    }`,
    hint: date.swapped
      ? `write the year, then the month, then the day: ${date.example}`
      : `write a date that exists (YYYY-MM-DD: year, month, day), such as: ${date.example}`,
  }),
  fr: (date) => ({
    message: `la date ${date.written} n’existe pas\u00a0: ${
      date.month < 1 || date.month > 12
        ? `il n’y a pas de mois ${date.month} (le mois vient en deuxième, de 01 à 12)`
        : date.day < 1
          ? 'il n’y a pas de jour 0'
          : leapDay(date)
            ? `le 29 février n’existe pas en ${date.year}, qui n’est pas bissextile`
            : `le ${date.day} ${monthsFr[date.month - 1]} n’existe pas, ${monthsFr[date.month - 1]} ${date.year} a ${date.days}\u00a0jours`
    }`,
    hint: date.swapped
      ? `écrivez l’année, puis le mois, puis le jour\u00a0: ${date.example}`
      : `écrivez une date qui existe (AAAA-MM-JJ\u00a0: année, mois, jour), par exemple\u00a0: ${date.example}`,
  }),
});

/** A file's path with spaces, accents or other characters an address does not keep (`/images/photo équipe.jpg`). */
export const unsafeFileName = messageKind<{ path: string; faults: string[]; fixed: string; example: string }>({
  example: {
    path: '/images/photo équipe.jpg',
    faults: [' ', 'é'],
    fixed: '/images/photo-equipe.jpg',
    example: '- /images/photo-equipe.jpg',
  },
  en: ({ path, faults, fixed, example }) => ({
    message: `the file name ${path} holds ${faultList(faults, 'en')}: the files of the site are named with letters without accents, digits, "-", "_" and "."`,
    hint: `rename the file public${path} to public${fixed}, then write: ${example}`,
  }),
  fr: ({ path, faults, fixed, example }) => ({
    message: `le nom de fichier ${path} contient ${faultList(faults, 'fr')}\u00a0: les fichiers du site se nomment avec des lettres sans accents, des chiffres, «\u00a0-\u00a0», «\u00a0_\u00a0» et «\u00a0.\u00a0»`,
    hint: `renommez le fichier public${path} en public${fixed}, puis écrivez\u00a0: ${example}`,
  }),
});

/** The characters of a file name that are refused: a space, accented letters, other signs. */
function faultList(faults: string[], lang: 'en' | 'fr'): string {
  const space = faults.includes(' ');
  const letters = faults.filter((char) => /\p{L}/u.test(char));
  const signs = faults.filter((char) => char !== ' ' && !/\p{L}/u.test(char));
  const parts =
    lang === 'en'
      ? [
          ...(space ? ['a space'] : []),
          ...(letters.length
            ? [`${letters.length > 1 ? 'accented letters' : 'an accented letter'} (${letters.join(' ')})`]
            : []),
          ...(signs.length
            ? [
                `${signs.length > 1 ? 'signs' : 'a sign'} an address does not keep (${signs.map((sign) => `"${sign}"`).join(', ')})`,
              ]
            : []),
        ]
      : [
          ...(space ? ['une espace'] : []),
          ...(letters.length
            ? [`${letters.length > 1 ? 'des lettres accentuées' : 'une lettre accentuée'} (${letters.join(' ')})`]
            : []),
          ...(signs.length
            ? [
                `${signs.length > 1 ? 'des signes' : 'un signe'} qu’une adresse ne garde pas (${signs.map(quoted).join(', ')})`,
              ]
            : []),
        ];
  const and = lang === 'en' ? ' and ' : ' et ';
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')}${and}${parts.at(-1)}` : (parts[0] ?? '');
}

/** Latitude and longitude written with decimal commas (`[49,1193, 6,1757]`): YAML reads four numbers. */
export const decimalCommas = messageKind<{ count: number; example: string }>({
  example: { count: 4, example: 'position = [49.1193, 6.1757]' },
  en: ({ count, example }) => ({
    message: `expected a latitude and a longitude, got ${count} numbers: decimals are written with a dot, a comma separates two numbers`,
    hint: `write the decimals with a dot: ${example}`,
  }),
  fr: ({ count, example }) => ({
    message: `attendu une latitude et une longitude, trouvé ${count}\u00a0nombres\u00a0: les décimales s’écrivent avec un point, une virgule sépare deux nombres`,
    hint: `écrivez les décimales avec un point\u00a0: ${example}`,
  }),
});

/** A latitude and longitude written without their brackets (`position: 49.1193, 6.1757`): read as one text. */
export const unbracketedPosition = messageKind<{ written: string; example: string }>({
  example: { written: '49,1193, 6,1757', example: 'position = [49.1193, 6.1757]' },
  en: ({ written, example }) => ({
    message: `expected a latitude and a longitude between square brackets, got the text "${written}"`,
    hint: `write the two numbers between [ and ], separated by a comma and a space, with a dot for decimals: ${example}`,
  }),
  fr: ({ written, example }) => ({
    message: `attendu une latitude et une longitude entre crochets, trouvé le texte ${quoted(written)}`,
    hint: `écrivez les deux nombres entre [ et ], séparés par une virgule et une espace, avec un point pour les décimales\u00a0: ${example}`,
  }),
});

/** A file's path written without its leading `/` (`images/photo.jpg`), or from `public/` (`public/images/photo.jpg`). */
export const relativePath = messageKind<{ path: string; inPublic: boolean; example: string }>({
  example: { path: 'public/images/photo.jpg', inPublic: true, example: '- /images/photo.jpg' },
  en: ({ path, inPublic, example }) => ({
    message: `the path ${path} does not start with "/": files of public/ are written from the site's root${inPublic ? ', without "public"' : ''}`,
    hint: `write: ${example}`,
  }),
  fr: ({ path, inPublic, example }) => ({
    message: `le chemin ${path} ne commence pas par «\u00a0/\u00a0»\u00a0: les fichiers de public/ s’écrivent depuis la racine du site${inPublic ? ', sans «\u00a0public\u00a0»' : ''}`,
    hint: `écrivez\u00a0: ${example}`,
  }),
});
