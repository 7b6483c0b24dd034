import { quoted } from './lang.js';
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

/** A webhook on `localhost` (n8n's test address): each visitor's browser would call its own computer. */
export const localWebhook = messageKind<{ href: string; example: string }>({
  example: { href: 'http://localhost:5678/webhook-test/chat', example: 'https://n8n.telorys.fr/webhook/chat' },
  en: ({ href, example }) => ({
    message: `the webhook ${href} is a test address: localhost only reaches the computer it is typed on, so each visitor's browser would call its own computer`,
    hint: `write the Production URL of the n8n Webhook node, the https:// address of the n8n server, such as ${example}.`,
  }),
  fr: ({ href, example }) => ({
    message: `le webhook ${quoted(href)} est une adresse de test\u00a0: localhost ne mène qu’à l’ordinateur où on l’écrit, le navigateur de chaque visiteur appellerait donc son propre ordinateur`,
    hint: `écrivez l’adresse de production («\u00a0Production URL\u00a0») du nœud Webhook de n8n, l’adresse https:// du serveur n8n, comme ${example}.`,
  }),
});

/** A link to a page marked `draft: true`: the page exists, but is not published. */
export const draftLink = messageKind<{ href: string; file: string; from: string[] }>({
  example: { href: '/mentions-legales', file: 'content/pages/mentions-legales.md', from: ['/', '/cgv'] },
  en: ({ href, file, from }) => ({
    message: `the link ${href} leads to a draft: ${file} says "draft: true", so the page is not published (linked from ${shortList(from, (more) => ` and ${more} more`)})`,
    hint: `to publish the page, delete the line "draft: true" of ${file}; else remove the link.`,
  }),
  fr: ({ href, file, from }) => ({
    message: `le lien ${quoted(href)} mène à un brouillon\u00a0: ${file} a son champ draft à true, la page n’est donc pas publiée (lien présent sur ${shortList(from, (more) => ` et ${more} autre${more > 1 ? 's' : ''}`)})`,
    hint: `pour publier la page, supprimez de ${file} la ligne du champ draft (ou mettez-le à false)\u00a0; sinon, retirez le lien.`,
  }),
});

function shortList(pages: string[], more: (count: number) => string): string {
  return pages.length > 4 ? `${pages.slice(0, 4).join(', ')}${more(pages.length - 4)}` : pages.join(', ');
}

/** A cell of the town table holding a comma, not quoted: the comma starts a new column and moves the next cells. */
export const unquotedComma = messageKind<{ column: string; text: string; row: string }>({
  example: {
    column: 'name',
    text: 'Saint-Martin, le haut',
    row: 'saint-martin-le-haut,"Saint-Martin, le haut",57,57000',
  },
  en: ({ column, text, row }) => ({
    message: `"${text}" holds a comma, which starts a new column: the ${column} cell is cut in two and the next cells moved one column on`,
    hint: `put it between straight double quotes, "${text}": ${row}`,
  }),
  fr: ({ column, text, row }) => ({
    message: `${quoted(text)} contient une virgule, qui commence une nouvelle colonne\u00a0: la cellule ${column} est coupée en deux et les suivantes décalées d’une colonne`,
    hint: `mettez-la entre guillemets droits, "${text}"\u00a0: ${row}`,
  }),
});
