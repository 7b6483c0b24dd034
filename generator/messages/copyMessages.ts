import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';
import { inDepartement, ofTown, type Departement } from '../../model/frenchPlace.js';

/**
 * A page whose text is mostly another page's, word for word (a file copied, its text not
 * rewritten): `first` is where this page's first copied paragraph is in the other file
 * (`file:line:column`), absent when no paragraph is copied whole; `percent` how much is the same.
 */
export const copiedText = messageKind<{ other: string; first?: string; percent: number }>({
  example: { other: 'content/sectors/sante.yaml', first: 'content/sectors/sante.yaml:14:11', percent: 96 },
  en: ({ other, first, percent }) => ({
    message: `${percent} % of this page's text is the text of ${other}${first ? `, starting with this paragraph, also at ${first}` : ''}: search engines show only one of two pages that say the same, and visitors read another page's promises`,
    hint: `rewrite the copy's paragraphs for its own subject, or delete the copy.`,
  }),
  fr: ({ other, first, percent }) => ({
    message: `${percent}\u00a0% du texte de cette page est celui de ${other}${first ? `, à commencer par ce paragraphe, aussi en ${first}` : ''}\u00a0: les moteurs de recherche ne montrent qu’une de deux pages qui disent la même chose, et le visiteur lit les promesses d’une autre page`,
    hint: 'réécrivez les paragraphes de la copie pour son propre sujet, ou supprimez la copie.',
  }),
});

/**
 * A local page copied from another that still names the other's place (its city, or its
 * département when this page is in another one): `name` is the stale name, `place` this page's own.
 */
export const staleName = messageKind<{ name: string; place: string; other: string; percent: number }>({
  example: { name: 'Colmar', place: 'Guebwiller', other: 'content/local/colmar.yaml', percent: 91 },
  en: ({ name, place, other, percent }) => ({
    message: `this page about ${place} still names "${name}": its text is ${percent} % the text of ${other}, the page it seems copied from`,
    hint: `replace "${name}" with what is true of ${place}, and rewrite the paragraphs copied from ${other}.`,
  }),
  fr: ({ name, place, other, percent }) => ({
    message: `cette page sur ${place} nomme encore ${quoted(name)}\u00a0: son texte est à ${percent}\u00a0% celui de ${other}, la page dont elle semble copiée`,
    hint: `remplacez ${quoted(name)} par ce qui est vrai ${ofTown(place)}, et réécrivez les paragraphes copiés de ${other}.`,
  }),
});

/**
 * Two products of one list (the catalogue, the rented equipment, the plans, the fibre offers)
 * with one name: a block copied, its id and price changed. `other` is `file:line:column (field)`.
 */
export const sameProductName = messageKind<{ name: string; other: string }>({
  example: { name: 'Yealink T33G', other: 'content/catalogue.yaml:10:11 (products[0].name)' },
  en: ({ name, other }) => ({
    message: `"${name}" is already the name at ${other}: the page, the cart and the quote would show two products under one name, at two prices`,
    hint: `give this one the name of the product it is (such as "${name} Pro"), or delete it if it is a copy.`,
  }),
  fr: ({ name, other }) => ({
    message: `${quoted(name)} est déjà le nom écrit en ${other}\u00a0: la page, le panier et le devis montreraient deux produits sous un même nom, à deux prix`,
    hint: `donnez à celui-ci le nom du produit qu’il est (par exemple ${quoted(`${name} Pro`)}), ou supprimez-le s’il s’agit d’une copie.`,
  }),
});

/**
 * A local page whose `geo.region` is another département's: `expected` the départements its
 * place is in (a city of that name may be in several), `because` where that comes from.
 */
export const wrongRegion = messageKind<{
  region: Departement;
  kind: 'city' | 'department';
  place: string;
  expected: Departement[];
  because?: string;
}>({
  example: {
    region: { code: '54', name: 'Meurthe-et-Moselle', article: '' },
    kind: 'city',
    place: 'Metz',
    expected: [{ code: '57', name: 'Moselle', article: 'la' }],
    because: 'content/local/towns.csv:2',
  },
  en: ({ region, kind, place, expected, because }) => ({
    message: `FR-${region.code} is the code of ${region.name}, ${
      kind === 'department'
        ? `not of ${place}, whose code is FR-${expected[0]!.code}`
        : `but ${place} is in ${expected.map((d) => `${d.name} (FR-${d.code})`).join(' or ')}, as ${because} says`
    }: search engines would place this page in another département`,
    hint: `write region: ${expected.map((d) => `FR-${d.code}`).join(' or region: ')}`,
  }),
  fr: ({ region, kind, place, expected, because }) => ({
    message: `FR-${region.code} est le code ${ofDepartement(region)}, ${
      kind === 'department'
        ? `pas ${ofDepartement(expected[0]!)}, dont le code est FR-${expected[0]!.code}`
        : `mais ${place} est ${expected.map((d) => `${inDepartement(d)} (FR-${d.code})`).join(' ou ')}, comme le dit ${because}`
    }\u00a0: les moteurs de recherche placeraient cette page dans un autre département`,
    hint: `mettez geo.region à ${expected.map((d) => `FR-${d.code}`).join(' ou à ')}.`,
  }),
});

/** « de la Moselle », « du Bas-Rhin », « des Vosges », « de l’Ain », « de Meurthe-et-Moselle ». */
function ofDepartement({ name, article }: Departement): string {
  if (article === 'le') return `du ${name}`;
  if (article === 'les') return `des ${name}`;
  if (article === 'la') return `de la ${name}`;
  if (article === 'l’') return `de l’${name}`;
  return `de ${name}`;
}
