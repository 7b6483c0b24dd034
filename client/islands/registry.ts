import { CartDrawer } from './CartDrawer.js';
import { ChatLauncher } from './ChatLauncher.js';
import { DemoForm } from './DemoForm.js';
import { eagerIslands } from './eager.js';
import { EligibilityDialog } from './EligibilityDialog.js';
import { HelpSearch } from './HelpSearch.js';
import { QuoteForm } from './QuoteForm.js';
import { TownFinder } from './TownFinder.js';
import { VideoPlayer } from './VideoPlayer.js';

/**
 * Every island by the name written in the page, for server rendering and types. The browser
 * entry reads `eager.ts` and `lazy.ts` instead, so lazy islands stay in their own chunks.
 */
export const islands = {
  ...eagerIslands,
  CartDrawer,
  EligibilityDialog,
  ChatLauncher,
  DemoForm,
  QuoteForm,
  HelpSearch,
  TownFinder,
  VideoPlayer,
};

export type IslandName = keyof typeof islands;
type Params<N extends IslandName> = Parameters<(typeof islands)[N]>;
/** The props an island takes; `{}` for islands without props. */
export type IslandProps<N extends IslandName> = Params<N> extends [] ? Record<string, never> : Params<N>[0];
