import { AddToCartButton } from './AddToCartButton.js';
import { BackButton } from './BackButton.js';
import { CartButton } from './CartButton.js';
import { CartDrawer } from './CartDrawer.js';
import { EligibilityButton } from './EligibilityButton.js';
import { EligibilityDialog } from './EligibilityDialog.js';
import { MobileMenu } from './MobileMenu.js';
import { PhoneReveal } from './PhoneReveal.js';
import { Toaster } from './Toaster.js';

/** Islands hydrated at load: small, and needed at the first click. */
export const eagerIslands = {
  AddToCartButton,
  BackButton,
  CartButton,
  CartDrawer,
  EligibilityButton,
  EligibilityDialog,
  MobileMenu,
  PhoneReveal,
  Toaster,
};
