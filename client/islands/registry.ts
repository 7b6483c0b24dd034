import { MobileMenu } from './MobileMenu.js';

/** Every island by the name written in the page; the browser entry hydrates from this table. */
export const islands = {
  MobileMenu,
};

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> = Parameters<(typeof islands)[N]>[0];
