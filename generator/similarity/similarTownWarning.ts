import type { Assets } from '../../templates/SiteContext.js';
import { similarTownPages } from '../messages/townMessages.js';
import { sentenceOf, type Bilingual } from '../messages/messageKind.js';
import type { PreparedSite } from '../prepareSite.js';
import { renderSite } from '../renderSite.js';
import { htmlText } from '../render/spliced.js';
import type { Route } from '../route/route.js';
import { mainWords } from './mainText.js';
import { samplePairs } from './samplePairs.js';
import { townSimilarity, type TownPageText } from './townSimilarity.js';

/** Past this share of their text in common, two town pages are near duplicates (issue 31). */
export const similarMax = 0.92;

/** How many town pages of each département `site check` compares, all pairs among them. */
export const checkedPerDepartement = 30;

/**
 * A warning when two generated town pages of one département are more than 92 % the same (see
 * `similarity`), or none. `site check` cannot compare every pair of 1,700 towns within its time:
 * it compares all pairs among `perDepartement` towns of each département, always the same ones
 * for one table (drawn from a fixed seed), about 2,600 comparisons for six départements.
 */
export function similarTownWarning(
  prepared: PreparedSite,
  assets: Assets,
  perDepartement = checkedPerDepartement,
): Bilingual | undefined {
  const departementOf = new Map(prepared.content.towns.map((town) => [`/${town.slug}`, town.departement]));
  const byDepartement = new Map<string, Route[]>();
  for (const route of prepared.routes) {
    const code = route.page === 'town' ? departementOf.get(route.path) : undefined;
    if (code === undefined) continue;
    const list = byDepartement.get(code);
    if (list) list.push(route);
    else byDepartement.set(code, [route]);
  }
  const chosen: Route[] = [];
  for (const list of byDepartement.values()) chosen.push(...sample(list, perDepartement));
  const pages: TownPageText[] = [];
  for (const page of renderSite(prepared, assets, { routes: chosen })) {
    pages.push({
      departement: departementOf.get(page.route.path)!,
      path: page.route.path,
      words: mainWords(htmlText(page.html)),
    });
  }
  const over = townSimilarity(pages, Infinity)
    .pairs.filter((pair) => pair.score > similarMax)
    .sort((a, b) => b.score - a.score);
  const [top] = over;
  if (!top) return undefined;
  return sentenceOf(similarTownPages, { a: top.a, b: top.b, percent: Math.floor(top.score * 100), count: over.length });
}

/** Up to `count` of `list`, the same ones on every run: the towns of pairs drawn from a fixed seed. */
function sample<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  const picked = new Set<number>();
  for (const [a, b] of samplePairs(list.length, count, 31)) {
    if (picked.size < count) picked.add(a);
    if (picked.size < count) picked.add(b);
  }
  return [...picked].sort((x, y) => x - y).map((index) => list[index]!);
}
