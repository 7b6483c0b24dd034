import type { Town } from '../../model/town.js';
import type { Entries, Singles } from '../content/collections.js';
import type { Problem } from '../errors.js';
import { splitItemsWarning } from '../load/flowCommas.js';
import type { LoadedContent } from '../load/loadContent.js';
import type { Bilingual } from '../messages/messageKind.js';
import type { CheckedEntries } from './checkEntries.js';
import { copiedTexts } from './copiedTexts.js';
import { duplicateHeads } from './duplicateHeads.js';
import { duplicateIds } from './duplicateIds.js';
import { duplicateNames } from './duplicateNames.js';
import { duplicateProductNames } from './duplicateProductNames.js';
import { faqChoices } from './faqChoices.js';
import { headLengths } from './headLengths.js';
import { headSlips } from './headSlips.js';
import { legalNumbers } from './legalNumbers.js';
import type { MarkdownPage } from './markdownPage.js';
import { pageHeads, type HeadText } from './pageHeads.js';
import { priceSlips } from './priceSlips.js';
import { renamedAddressesWarning } from './renamedAddresses.js';
import { repeatedOrders } from './repeatedOrders.js';
import { townRowSlips } from './townRowSlips.js';
import { wrongRegions } from './wrongRegions.js';
import { pushAll } from '../shared/pushAll.js';

/** What the content rules read: every file as parsed and checked, before placeholders are filled. */
export interface SlipContent {
  parsed: Partial<Singles>;
  entries: Pick<CheckedEntries, 'sectors' | 'local'>;
  towns: Town[];
  pages: MarkdownPage[];
  loaded: LoadedContent;
  /** The title and description of every page, read once for the rules on heads. */
  heads: HeadText[];
}

/** A slip that only shows across files (two files, a list of prices): what it refuses, what it warns of. */
type ContentRule = (content: SlipContent) => { refused?: Problem[]; warned?: (Bilingual | undefined)[] };

/** The editors' slips across files, one table of rules; warnings print in its order. To add a slip, add a rule. */
const contentRules: ContentRule[] = [
  ({ entries, loaded }) => ({ warned: repeatedOrders(entries.sectors as Entries['sectors'], loaded) }), // two sectors, one `order`
  ({ loaded, pages }) => ({ warned: [renamedAddressesWarning([...loaded.files.keys()], pages)] }), // `Mentions Légales.md`
  // `[écran 4,3 pouces]`: a French decimal read as two items of a list.
  ({ loaded }) => ({
    warned: [splitItemsWarning([...loaded.files.values()].flatMap((f) => f.source.splitItems ?? []))],
  }),
  ({ parsed, loaded }) => ({ warned: priceSlips(parsed, loaded) }), // `1900` for `19.00`, a plan cheaper than the one before
  // A town row with another département's postcode, a département with no page of its own.
  ({ towns, loaded, entries }) => ({ warned: townRowSlips({ towns, loaded, localPages: entries.local }) }),
  ({ heads, loaded }) => ({ warned: duplicateHeads(heads, loaded) }), // two pages, one title or description
  ({ heads }) => ({ warned: headLengths(heads) }), // a title search results cut, or a stub
  ({ heads, loaded }) => ({ warned: headSlips(heads, loaded) }), // « | Telorys » twice, markup in a title
  ({ entries, loaded }) => ({ warned: copiedTexts([entries.sectors, entries.local], loaded) }), // a page copied, its text kept
  ({ entries, towns, loaded }) => ({ refused: wrongRegions(entries.local, towns, loaded) }), // Metz in `FR-54`
  ({ entries, loaded }) => ({ refused: duplicateNames(entries.local, loaded) }), // `metz - Copie.yaml`
  ({ parsed, loaded }) => ({ refused: duplicateIds(parsed, loaded) }), // two offers, one cart id
  ({ parsed, loaded }) => ({ refused: duplicateProductNames(parsed, loaded) }), // two products, one name
  ({ parsed, loaded }) => ({ refused: legalNumbers(parsed.site?.legal, loaded) }), // a SIREN whose check digit fails, a VAT key not its SIREN's
  ({ parsed, loaded }) => ({ refused: faqChoices(parsed, loaded) }), // a shared question chosen that does not exist
];

/** Runs every content rule: the problems go to `problems`, the warnings are returned in the table's order. */
export function contentSlips(content: Omit<SlipContent, 'heads'>, problems: Problem[]): Bilingual[] {
  const all = { ...content, heads: pageHeads(content.loaded) };
  const warnings: Bilingual[] = [];
  for (const rule of contentRules) {
    const { refused = [], warned = [] } = rule(all);
    pushAll(problems, refused);
    for (const warning of warned) if (warning) warnings.push(warning);
  }
  return warnings;
}
