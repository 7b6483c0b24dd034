import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/** What search results show of a title and of a description, in characters (about: they cut by width). */
export const shownTitle = 60;
export const shownDescription = 160;
/**
 * Under this, a title is an acronym or a stub (`CGV`, `FAQ`, `Test`) that says nothing of the
 * page, even with the brand after it; a single word such as `Tarifs` is left alone.
 */
export const shortestTitle = 5;

/**
 * A page title or description (what becomes `<title>` and the meta description) that another
 * page has already: a page copied, its title kept. `other` is `file:line:column` of the first;
 * when more pages share it, `more` counts them beyond these two and `some` names a few.
 */
export const sameHead = messageKind<{ field: 'title' | 'description'; other: string; more?: number; some?: string[] }>({
  example: { field: 'title', other: 'content/pages/cgv.md:2:8' },
  en: ({ field, other, more = 0, some = [] }) => {
    const also = `${other}${more ? ` and of ${count(more, 'en')} other pages (${listed(some, more)})` : ''}`;
    return {
      message:
        field === 'title'
          ? `this title is also the title of ${also}: search results would show ${more ? count(more + 2, 'en') : 'two'} pages under one name, and a visitor could not tell which one to open`
          : `this description is also the description of ${also}: search engines would show one summary for ${more ? count(more + 2, 'en') : 'two'} pages`,
      hint:
        field === 'title'
          ? 'give each page its own title, saying what this page is about (60 characters at most).'
          : 'write for each page its own description, what this page offers that the other does not (160 characters at most).',
    };
  },
  fr: ({ field, other, more = 0, some = [] }) => {
    const also = `${other}${more ? ` et de ${count(more, 'fr')} autres pages (${listed(some, more)})` : ''}`;
    return {
      message:
        field === 'title'
          ? `ce titre est déjà celui de ${also}\u00a0: les résultats de recherche montreraient ${more ? count(more + 2, 'fr') : 'deux'} pages sous un même nom, et le visiteur ne saurait laquelle ouvrir`
          : `cette description est déjà celle de ${also}\u00a0: les moteurs de recherche montreraient un même résumé pour ${more ? count(more + 2, 'fr') : 'deux'} pages`,
      hint:
        field === 'title'
          ? 'donnez à chaque page son propre titre, qui dit de quoi parle cette page (60 caractères au plus).'
          : 'écrivez pour chaque page sa propre description, ce que cette page offre et pas l’autre (160 caractères au plus).',
    };
  },
});

/** `1,000` in English, `1 000` (narrow no-break space) in French. */
function count(value: number, lang: 'en' | 'fr'): string {
  return value.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB');
}

/** A few of the files, then `…` when there are more. */
function listed(some: string[], more: number): string {
  return `${some.join(', ')}${more > some.length ? ', …' : ''}`;
}

/** Two sector cards of the home page with one title (a sector copied, its card kept). */
export const sameCardTitle = messageKind<{ title: string; other: string }>({
  example: { title: 'Santé', other: 'content/sectors/sante.yaml:4:10' },
  en: ({ title, other }) => ({
    message: `"${title}" is also the card title of ${other}: the home page would show two sector cards "${title}"`,
    hint: 'give this sector’s card the name of its own sector.',
  }),
  fr: ({ title, other }) => ({
    message: `${quoted(title)} est déjà le titre de la carte de ${other}\u00a0: la page d’accueil montrerait deux cartes de secteur ${quoted(title)}`,
    hint: 'donnez à la carte de ce secteur le nom de son propre secteur.',
  }),
});

/**
 * A title or description of a length search results do not show well: `too` says whether it is
 * too long or (a title only) too short; `length` is what was typed, in characters.
 */
export const headLength = messageKind<{ field: 'title' | 'description'; length: number; too: 'short' | 'long' }>({
  example: { field: 'description', length: 2000, too: 'long' },
  en: ({ field, length, too }) => {
    const shown = field === 'title' ? shownTitle : shownDescription;
    return too === 'long'
      ? {
          message: `this ${field} is ${length} characters long: search engines show about the first ${shown}, and cut the rest`,
          hint: `shorten it to ${shown} characters at most, the words people search for first.`,
        }
      : {
          message: `this title is ${length} characters long: too short to say what the page offers (under ${shortestTitle}), search engines may replace it with one of their own`,
          hint: `write a title of ${shortestTitle} to ${shown} characters saying what this page offers, such as "Conditions générales de vente".`,
        };
  },
  fr: ({ field, length, too }) => {
    const shown = field === 'title' ? shownTitle : shownDescription;
    const what = field === 'title' ? 'ce titre' : 'cette description';
    return too === 'long'
      ? {
          message: `${what} fait ${length} caractères\u00a0: les moteurs de recherche en montrent les ${shown} premiers environ et coupent le reste`,
          hint: `raccourcissez-${field === 'title' ? 'le' : 'la'} à ${shown} caractères au plus, les mots que l’on cherche en premier.`,
        }
      : {
          message: `ce titre fait ${length} caractère${length > 1 ? 's' : ''}\u00a0: trop court pour dire ce que la page propose (moins de ${shortestTitle}), les moteurs de recherche peuvent le remplacer par un titre de leur choix`,
          hint: `écrivez un titre de ${shortestTitle} à ${shown} caractères qui dit ce que propose cette page, comme «\u00a0Conditions générales de vente\u00a0».`,
        };
  },
});

/** The site's address in `http://`: canonical addresses and the sitemap would send everyone to an unencrypted site. */
export const insecureBaseUrl = messageKind<{
  url: string;
  secure: string;
  production: boolean;
  /** Where the address was given: `baseUrl` of `content/site.yaml`, `SITE_BASE_URL` or `--base-url`. */
  setting: 'baseUrl' | 'SITE_BASE_URL' | '--base-url';
}>({
  example: { url: 'http://www.telorys.fr', secure: 'https://www.telorys.fr', production: false, setting: 'baseUrl' },
  en: ({ url, secure, production, setting }) => ({
    message: `the site's address ${url} starts with http://: every canonical address and the sitemap would send search engines and visitors to an unencrypted site${production ? ', which --production refuses' : ''}`,
    hint: `write the site's https:// address: ${written(setting, secure)}`,
  }),
  fr: ({ url, secure, production, setting }) => ({
    message: `l’adresse du site ${url} commence par http://\u00a0: chaque adresse canonique et le plan du site enverraient moteurs de recherche et visiteurs vers un site non chiffré${production ? ', ce que --production refuse' : ''}`,
    hint: `${setting === '--base-url' ? 'donnez à --base-url' : `mettez ${setting} à`} l’adresse du site en https://, ${secure}.`,
  }),
});

/** How the address is written where it was given. */
function written(setting: 'baseUrl' | 'SITE_BASE_URL' | '--base-url', secure: string): string {
  return setting === 'baseUrl'
    ? `baseUrl: ${secure}`
    : setting === '--base-url'
      ? `--base-url ${secure}`
      : `SITE_BASE_URL=${secure}`;
}
