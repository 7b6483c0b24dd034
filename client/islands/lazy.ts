import type { ComponentType } from 'react';

/**
 * Islands loaded in a chunk of their own when they come near the screen or receive focus:
 * forms are big and below the fold, so they stay out of the first-load bundle.
 */
export const lazyIslands: Record<string, () => Promise<ComponentType<never>>> = {
  QuoteForm: () => import('./QuoteForm.js').then((module) => module.QuoteForm as ComponentType<never>),
  DemoForm: () => import('./DemoForm.js').then((module) => module.DemoForm as ComponentType<never>),
};
