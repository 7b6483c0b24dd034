import { AddToCartButton } from './AddToCartButton.js';
import { BackButton } from './BackButton.js';
import { CartButton } from './CartButton.js';
import { EligibilityButton } from './EligibilityButton.js';
import { MobileMenu } from './MobileMenu.js';
import { PhoneReveal } from './PhoneReveal.js';
import { Toaster } from './Toaster.js';

/**
 * Islands hydrated at load: small, and needed at the first click. The cart drawer and the
 * eligibility dialog are not among them: they wait for their first opening, a tutorial's video
 * for its first click (see `lazy.ts`).
 */
export const eagerIslands = {
  AddToCartButton,
  BackButton,
  CartButton,
  EligibilityButton,
  MobileMenu,
  PhoneReveal,
  Toaster,
};
