import { createContext, useContext } from 'react';
import type { CartProduct } from '../client/cart/cartItems.js';
import type { ShownAnnouncement } from '../model/announcement.js';
import type { Navigation } from '../model/navigation.js';
import type { ImageTable } from '../model/publishedImage.js';
import type { Site } from '../model/site.js';

/** A file produced by the bundle stage: its absolute path on the site and its subresource-integrity hash. */
export interface Asset {
  href: string;
  integrity: string;
}

/** The stylesheet and the browser entry every page loads. */
export interface Assets {
  css: Asset;
  js: Asset;
  /** Chunks the entry imports at load, announced with `modulepreload`. */
  preload: Asset[];
  /** The chat widget's stylesheet, loaded on the first click on the assistant. */
  chatCss: Asset;
}

/** What every page shares: the site configuration, the navigation and the asset paths. */
export interface SiteContextValue {
  site: Site;
  navigation: Navigation;
  assets: Assets;
  /** Links to every local page, for the footer's « Zones d’intervention ». */
  localLinks: { label: string; href: string }[];
  /** Every product the cart may hold: the browser reads names and prices here, never from storage. */
  cartProducts?: CartProduct[];
  /** The images of `public/` the pages show, with their size and encoded files (see Picture). */
  images?: ImageTable;
  /** Bytes of the documents of `public/` the pages offer to download, by address (see documentSizes). */
  fileSizes?: Readonly<Record<string, number>>;
  /** The announcements not ended on the day of the build, shown as banners on the pages they name (see AnnouncementBanners). */
  announcements?: readonly ShownAnnouncement[];
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** Reads the shared site context; only valid inside a page rendered by the generator. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() called outside the SiteContext provider');
  return value;
}
