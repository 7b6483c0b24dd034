import type { ComponentType } from 'react';

/**
 * Islands loaded in a chunk of their own: forms when they come near the screen or receive
 * focus (they are big and below the fold); the chat launcher and a tutorial's video on the first
 * click (the poster asks nothing of the video host before it); the cart drawer
 * and the eligibility dialog when first asked to open; the town finder when its field is first
 * focused, and its list of towns then; the help centre's search on its field's first focus,
 * Pagefind's script and index then (see main.ts). This keeps first-load JavaScript within
 * 15 KB gzip on every page.
 */
export const lazyIslands: Record<string, () => Promise<ComponentType<never>>> = {
  CartDrawer: () => import('./CartDrawer.js').then((module) => module.CartDrawer as ComponentType<never>),
  EligibilityDialog: () =>
    import('./EligibilityDialog.js').then((module) => module.EligibilityDialog as ComponentType<never>),
  ChatLauncher: () => import('./ChatLauncher.js').then((module) => module.ChatLauncher as ComponentType<never>),
  QuoteForm: () => import('./QuoteForm.js').then((module) => module.QuoteForm as ComponentType<never>),
  DemoForm: () => import('./DemoForm.js').then((module) => module.DemoForm as ComponentType<never>),
  HelpSearch: () => import('./HelpSearch.js').then((module) => module.HelpSearch as ComponentType<never>),
  TownFinder: () => import('./TownFinder.js').then((module) => module.TownFinder as ComponentType<never>),
  VideoPlayer: () => import('./VideoPlayer.js').then((module) => module.VideoPlayer as ComponentType<never>),
};
