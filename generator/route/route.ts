import type { ComponentType } from 'react';
import type { Changefreq } from '../schemas/markdownPage.js';
import { decodeAddress } from './address.js';

/** A page of the output: its address, its head, and the component that renders its body. */
export interface Route<P = any> {
  /** Address on the site, percent-encoded (see `encodeAddress`): `/`, `/cgv`, `/secteurs/sante`. */
  path: string;
  /** File written under the output folder: `index.html`, `cgv.html`. */
  file: string;
  /** Title without the brand; the layout adds it. */
  title: string;
  description: string;
  /** Page body component and its props: a pure function of the props and the site context. */
  page: ComponentType<P>;
  props: P;
  /** Sitemap entry; absent for pages that must not be indexed (404). */
  sitemap?: { priority: number; changefreq: Changefreq; lastmod: string };
  /** Content files the page reads, relative to the site root. */
  sources: string[];
  /** Extra head data: keywords, social texts, geo tags, structured data. */
  head?: RouteHead;
}

/** What a page may add to the document head beyond its title and description. */
export interface RouteHead {
  keywords?: string[];
  ogTitle?: string;
  ogDescription?: string;
  geo?: { region: string; placename: string; position?: [number, number] };
  /** Structured data, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/**
 * The output file for an address: `/` → `index.html`, `/a/b` → `a/b.html` (served at `/a/b`),
 * `/Mentions%20L%C3%A9gales` → `Mentions Légales.html` (servers decode the address).
 */
export function fileForPath(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${decodeAddress(routePath).slice(1)}.html`;
}
