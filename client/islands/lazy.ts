import type { ComponentType } from 'react';

/**
 * Islands loaded in a chunk of their own: forms when they come near the screen or receive
 * focus (they are big and below the fold); the chat launcher on the first click (see main.ts).
 */
export const lazyIslands: Record<string, () => Promise<ComponentType<never>>> = {
  ChatLauncher: () => import('./ChatLauncher.js').then((module) => module.ChatLauncher as ComponentType<never>),
  QuoteForm: () => import('./QuoteForm.js').then((module) => module.QuoteForm as ComponentType<never>),
  DemoForm: () => import('./DemoForm.js').then((module) => module.DemoForm as ComponentType<never>),
};
