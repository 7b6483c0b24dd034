import type { Town } from '../../model/town.js';
import type { Singles } from '../content/collections.js';
import { splitItemsWarning } from '../load/flowCommas.js';
import type { LoadedContent } from '../load/loadContent.js';
import type { Bilingual } from '../messages/messageKind.js';
import type { CheckedEntries } from './checkEntries.js';
import { copiedTexts } from './copiedTexts.js';
import { duplicateHeads } from './duplicateHeads.js';
import { headLengths } from './headLengths.js';
import { headSlips } from './headSlips.js';
import type { MarkdownPage } from './markdownPage.js';
import { pageHeads } from './pageHeads.js';
import { priceSlips } from './priceSlips.js';
import { renamedAddressesWarning } from './renamedAddresses.js';
import { townRowSlips } from './townRowSlips.js';

/**
 * The editors' slips that build but deserve a word, in the order they print: renamed addresses,
 * list items split by a comma, prices, town rows, then the page slips.
 */
export function contentSlips({
  parsed,
  entries,
  towns,
  pages,
  loaded,
}: {
  parsed: Partial<Singles>;
  entries: Pick<CheckedEntries, 'sectors' | 'local'>;
  towns: Town[];
  pages: MarkdownPage[];
  loaded: LoadedContent;
}): Bilingual[] {
  const warnings: Bilingual[] = [];
  const renamed = renamedAddressesWarning([...loaded.files.keys()], pages);
  if (renamed) warnings.push(renamed);
  const split = splitItemsWarning([...loaded.files.values()].flatMap((file) => file.source.splitItems ?? []));
  if (split) warnings.push(split);
  warnings.push(...priceSlips(parsed, loaded), ...townRowSlips({ towns, loaded, localPages: entries.local }));
  // Page slips (issue 44): heads copied or of a length search results cut, texts copied (regions: see wrongRegions).
  const heads = pageHeads(loaded);
  warnings.push(...duplicateHeads(heads, loaded), ...headLengths(heads), ...headSlips(heads, loaded));
  warnings.push(...copiedTexts([entries.sectors, entries.local], loaded));
  return warnings;
}
