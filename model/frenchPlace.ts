import { departementRows } from './departementTable.js';

/** A département: INSEE code, French name, article of its name. */
export interface Departement {
  code: string;
  name: string;
  article: '' | 'le' | 'la' | 'les' | 'l’';
}

/** Every département and overseas collectivity, by code (`57`, `2A`, `971`). */
export const departements: ReadonlyMap<string, Departement> = new Map(
  departementRows.map(([code, name, article]) => [code, { code, name, article }]),
);

/**
 * « à Metz », « au Ban-Saint-Martin », « aux Étangs », « à La Maxe », « à L’Hôpital »: the
 * preposition of place before a commune's name. The article `Le`/`Les` of the official name
 * contracts with `à`; `La` and `L’` do not.
 */
export function inTown(name: string): string {
  if (name.startsWith('Le ')) return `au ${name.slice(3)}`;
  if (name.startsWith('Les ')) return `aux ${name.slice(4)}`;
  return `à ${name}`;
}

/**
 * « de Metz », « du Ban-Saint-Martin », « des Étangs », « de La Maxe », « d’Abaucourt »,
 * « d’Hagondange »: the preposition `de` before a commune's name, contracted with `Le`/`Les`
 * and elided before a vowel or an h (an h aspiré is rare enough among communes to be ignored).
 */
export function ofTown(name: string): string {
  if (name.startsWith('Le ')) return `du ${name.slice(3)}`;
  if (name.startsWith('Les ')) return `des ${name.slice(4)}`;
  if (/^[aeiouyhœæ]/i.test(name.normalize('NFD'))) return `d’${name}`;
  return `de ${name}`;
}

/** Masculine names beginning with a vowel: « dans l’Ain », but « en Isère ». */
const masculineElided = new Set(['Ain', 'Allier', 'Hérault']);
/** Names of a city or an island, which take « à » as a town does. */
const takesA = new Set([
  'Paris',
  'Mayotte',
  'La Réunion',
  'Saint-Pierre-et-Miquelon',
  'Saint-Barthélemy',
  'Saint-Martin',
  'Wallis et Futuna',
]);

/**
 * « en Moselle », « dans le Bas-Rhin », « dans les Vosges », « en Meurthe-et-Moselle »,
 * « dans l’Ain », « à Paris »: the preposition of place before a département's name. Feminine
 * names (article `la`, or `l’` but for the few masculine ones) and names without article take
 * « en »; masculine and plural ones « dans » with their article.
 */
export function inDepartement({ name, article }: Departement): string {
  if (takesA.has(name)) return `à ${name}`;
  if (article === 'le' || article === 'les') return `dans ${article} ${name}`;
  if (article === 'l’' && masculineElided.has(name)) return `dans l’${name}`;
  if (article === 'l’' && name.startsWith('Île')) return `sur l’${name}`;
  return `en ${name}`;
}
