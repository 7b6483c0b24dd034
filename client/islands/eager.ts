import { AddToCartButton } from './AddToCartButton.js';
import { BackButton } from './BackButton.js';
import { CartButton } from './CartButton.js';
import { EligibilityButton } from './EligibilityButton.js';
import { MobileMenu } from './MobileMenu.js';
import { PhoneReveal } from './PhoneReveal.js';
import { Toaster } from './Toaster.js';
import { VideoPlayer } from './VideoPlayer.js';

/**
 * Islands hydrated at load: small, and needed at the first click (a tutorial's poster asks
 * nothing of its video host before it). The cart drawer and the eligibility dialog are not
 * among them: they wait for their first opening (see `lazy.ts`).
 */
export const eagerIslands = {
  AddToCartButton,
  BackButton,
  CartButton,
  EligibilityButton,
  MobileMenu,
  PhoneReveal,
  Toaster,
  VideoPlayer,
};
