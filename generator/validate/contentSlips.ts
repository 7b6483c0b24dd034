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

/** What the slips of a state are read from: its files and the rows of its town table. */
export type SlipSources = Pick<SlipContent, 'loaded' | 'towns'>;

/**
 * A slip that only shows across files (two files, a list of prices): what it refuses, or what it
 * warns of. Refusals are found while checking; warnings may wait (see `contentSlips`).
 */
type ContentRule =
  | { refuse: (content: Omit<SlipContent, 'heads'>) => Problem[] }
  | { warn: (content: SlipContent) => (Bilingual | undefined)[] };

/** The editors' slips across files, one table of rules; warnings print in its order. To add a slip, add a rule. */
const contentRules: ContentRule[] = [
  { warn: ({ entries, loaded }) => repeatedOrders(entries.sectors as Entries['sectors'], loaded) }, // two sectors, one `order`
  { warn: ({ loaded, pages }) => [renamedAddressesWarning([...loaded.files.keys()], pages)] }, // `Mentions Légales.md`
  // `[écran 4,3 pouces]`: a French decimal read as two items of a list.
  { warn: ({ loaded }) => [splitItemsWarning([...loaded.files.values()].flatMap((f) => f.source.splitItems ?? []))] },
  { warn: ({ parsed, loaded }) => priceSlips(parsed, loaded) }, // `1900` for `19.00`, a plan cheaper than the one before
  // A town row with another département's postcode, a département with no page of its own.
  { warn: ({ towns, loaded, entries }) => townRowSlips({ towns, loaded, localPages: entries.local }) },
  { warn: ({ heads, loaded }) => duplicateHeads(heads, loaded) }, // two pages, one title or description
  { warn: ({ heads }) => headLengths(heads) }, // a title search results cut, or a stub
  { warn: ({ heads, loaded }) => headSlips(heads, loaded) }, // « | Telorys » twice, markup in a title
  { warn: ({ entries, loaded }) => copiedTexts([entries.sectors, entries.local], loaded) }, // a page copied, its text kept
  { refuse: ({ entries, towns, loaded }) => wrongRegions(entries.local, towns, loaded) }, // Metz in `FR-54`
  { refuse: ({ entries, loaded }) => duplicateNames(entries.local, loaded) }, // `metz - Copie.yaml`
  { refuse: ({ parsed, loaded }) => duplicateIds(parsed, loaded) }, // two offers, one cart id
  { refuse: ({ parsed, loaded }) => duplicateProductNames(parsed, loaded) }, // two products, one name
  { refuse: ({ parsed, loaded }) => legalNumbers(parsed.site?.legal, loaded) }, // a SIREN whose check digit fails, a VAT key not its SIREN's
  { refuse: ({ parsed, loaded }) => faqChoices(parsed, loaded) }, // a shared question chosen that does not exist
];

/**
 * Runs the rules that refuse, their problems added to `problems`, and returns the work of the
 * rules that warn, their warnings in the table's order: a build runs it at once, `site dev` once
 * saves pause (a third of a `site.yaml` save at 10,000 pages), perhaps on the files of a state
 * patched from this one (its files and town rows). It reads the YAML as given here, before its
 * placeholders are filled.
 */
export function contentSlips(
  content: Omit<SlipContent, 'heads'>,
  problems: Problem[],
): (sources?: SlipSources) => Bilingual[] {
  for (const rule of contentRules) if ('refuse' in rule) pushAll(problems, rule.refuse(content));
  // The files' data and entries as they are now: filling the placeholders replaces them in place.
  const { sectors, local } = content.entries;
  const entries = { sectors: sectors.map((entry) => ({ ...entry })), local: local.map((entry) => ({ ...entry })) };
  const kept = { ...content, parsed: { ...content.parsed }, entries };
  return ({ loaded, towns }: SlipSources = content) => {
    const slips = { ...kept, loaded, towns, heads: pageHeads(loaded) };
    const warnings: Bilingual[] = [];
    for (const rule of contentRules)
      if ('warn' in rule) for (const warning of rule.warn(slips)) if (warning) warnings.push(warning);
    return warnings;
  };
}
