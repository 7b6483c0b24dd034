import { AddToCartButton } from './AddToCartButton.js';
import { BackButton } from './BackButton.js';
import { CartButton } from './CartButton.js';
import { CartDrawer } from './CartDrawer.js';
import { EligibilityButton } from './EligibilityButton.js';
import { EligibilityDialog } from './EligibilityDialog.js';
import { MobileMenu } from './MobileMenu.js';
import { Toaster } from './Toaster.js';

/** Every island by the name written in the page; the browser entry hydrates from this table. */
export const islands = {
  AddToCartButton,
  BackButton,
  CartButton,
  CartDrawer,
  EligibilityButton,
  EligibilityDialog,
  MobileMenu,
  Toaster,
};

export type IslandName = keyof typeof islands;
type Params<N extends IslandName> = Parameters<(typeof islands)[N]>;
/** The props an island takes; `{}` for islands without props. */
export type IslandProps<N extends IslandName> = Params<N> extends [] ? Record<string, never> : Params<N>[0];
