import { z } from 'zod';
import { calendarDay, dateTime, instantOf, text } from './fields.js';

/** How often a page changes, as search engines understand it. */
export const changefreq = z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);

/** A page's entry in `sitemap.xml`. */
export const sitemapEntry = z.strictObject({
  /** Importance from 0.0 to 1.0 relative to the site's other pages. Default 0.5. */
  priority: z
    .number()
    .min(0)
    .max(1)
    .default(0.5)
    .describe('Importance de la page par rapport aux autres pages du site, de 0 à 1.'),
  /** Default `monthly`. */
  changefreq: changefreq.default('monthly').describe('Fréquence de changement de la page.'),
});

/** Front matter of a Markdown page under `content/pages/`. */
export const markdownPageSchema = z
  .strictObject({
    /** Page title and main heading; may be left out when the body starts with a `# Titre`, which then serves (as in VitePress and Docusaurus). */
    title: text
      .optional()
      .describe(
        'Titre de la page et titre principal affiché. Facultatif si le texte commence par un titre `# Titre`, qui sert alors de titre à la page.',
      ),
    /** Meta description: one sentence of 120–160 characters. */
    description: text.describe('Description pour les moteurs de recherche, une phrase de 120 à 160 caractères.'),
    /** Publication date (`2025-08-27`, or with a time and a time zone: `2025-08-27T10:30:00+02:00`). */
    date: dateTime
      .optional()
      .describe(
        'Date de publication : `AAAA-MM-JJ`, ou avec une heure et un fuseau (`2017-07-16T23:23:14+02:00`, `2017-07-16 23:23:14`), avec ou sans guillemets.',
      ),
    /** Date of the last change, as Hugo writes it; same forms as `date`. */
    lastmod: dateTime
      .optional()
      .describe('Date de dernière modification, comme l’écrit Hugo ; mêmes formes que `date`.'),
    /** Date of the last change; same forms as `date`. The latest of `date`, `lastmod` and `updated` is shown on the page and is the sitemap's `lastmod`. */
    updated: dateTime
      .optional()
      .describe(
        'Date de dernière modification, mêmes formes que `date`. La plus récente de `date`, `lastmod` et `updated` est affichée sur la page et sert de `lastmod` au plan du site (sinon `sitemap.lastmod` de `site.yaml`), au jour écrit.',
      ),
    /** `true`: the page is left out of the build, the sitemap and the link check (`site build --drafts` and `site dev` show it, marked). */
    draft: z
      .boolean()
      .optional()
      .describe(
        '`true` : brouillon, absent du site ; construit, marqué et non indexé par `npx site dev` et `npx site build --drafts`.',
      ),
    /** The last segment of the page's address instead of the file name (`slug: offre-ete` in `content/pages/blog/2025.md` → `/blog/offre-ete`). */
    slug: z
      .string()
      .trim()
      .min(1)
      .refine((value) => !/[/?#]/.test(value), {
        message: 'expected one address segment, without "/", "?" or "#"',
        params: { hint: 'write only the last part of the address, such as offre-ete.' },
      })
      .optional()
      .describe(
        'Dernier segment de l’adresse, à la place du nom du fichier (sans `/`, `?` ni `#` ; vérifié par `site check`).',
      ),
    /** Former addresses of the page (`/ancienne-adresse`): each gets a small page redirecting here, and a line of `_redirects`. */
    aliases: z
      .array(
        z
          .string()
          .trim()
          .refine((value) => /^\/[^?#]+$/.test(value), {
            message: 'expected an address on this site starting with /, without ? or #',
            params: { hint: 'write the whole former address, such as - /blog/ancien-nom.' },
          }),
      )
      .optional()
      .describe(
        'Anciennes adresses (commençant par `/`, sans `?` ni `#`) redirigées vers la page : une petite page de redirection chacune, et une ligne du fichier `_redirects`.',
      ),
    /** `true` prints a table of contents of the page's `h2` and `h3` above its body (long legal texts). */
    toc: z
      .boolean()
      .optional()
      .describe(
        '`true` : affiche un sommaire des titres `h2` et `h3` au-dessus du texte (pour les longs textes légaux).',
      ),
    /** Sitemap priority and change frequency; defaults 0.5 and monthly. */
    sitemap: sitemapEntry
      .default({ priority: 0.5, changefreq: 'monthly' })
      .describe('Priorité et fréquence de changement dans le plan du site.'),
  })
  .describe(
    'L’en-tête d’une page Markdown, entre les deux lignes `---` du début du fichier ; le corps de la page suit, en Markdown.',
  );

/** The latest of a page's `date`, `lastmod` and `updated`, as its calendar day (`YYYY-MM-DD`), if any is given. */
export function lastChange(front: { date?: string; lastmod?: string; updated?: string }): string | undefined {
  const dates = [front.date, front.lastmod, front.updated].filter((value): value is string => value !== undefined);
  if (dates.length === 0) return undefined;
  return calendarDay(dates.reduce((latest, value) => (instantOf(value) > instantOf(latest) ? value : latest)));
}

/**
 * Fields that other generators' pages carry and this site does not show, with the generators
 * that write them: refused like any unknown field, with a hint saying where they come from.
 */
export const foreignFields: Record<string, string> = {
  tags: 'Hugo, Jekyll, Eleventy and Astro',
  categories: 'Hugo and Jekyll',
  category: 'Jekyll',
  author: 'Jekyll, Eleventy and Astro',
  authors: 'Hugo',
  layout: 'Jekyll, Eleventy and Astro',
  type: 'Hugo',
  weight: 'Hugo',
  keywords: 'Hugo',
  summary: 'Hugo',
  series: 'Hugo',
  images: 'Hugo',
  image: 'Hugo and Astro',
  menu: 'Hugo',
  url: 'Hugo',
  permalink: 'Jekyll and Eleventy',
  publishDate: 'Hugo',
  expiryDate: 'Hugo',
  pubDate: 'Astro',
  updatedDate: 'Astro',
  heroImage: 'Astro',
  excerpt: 'Jekyll',
  last_modified_at: 'Jekyll',
  published: 'Jekyll',
  eleventyNavigation: 'Eleventy',
  eleventyExcludeFromCollections: 'Eleventy',
  translationKey: 'Hugo',
  lang: 'Hugo and Eleventy',
  outline: 'VitePress',
  sidebar: 'VitePress',
  prev: 'VitePress',
  next: 'VitePress',
  editLink: 'VitePress',
  lastUpdated: 'VitePress',
  aside: 'VitePress',
  pageClass: 'VitePress',
  head: 'VitePress',
  hero: 'VitePress',
  features: 'VitePress',
  navbar: 'VitePress',
  footer: 'VitePress',
  id: 'Docusaurus',
  sidebar_position: 'Docusaurus',
  sidebar_label: 'Docusaurus',
  sidebar_class_name: 'Docusaurus',
  displayed_sidebar: 'Docusaurus',
  hide_title: 'Docusaurus',
  hide_table_of_contents: 'Docusaurus',
  pagination_label: 'Docusaurus',
  pagination_next: 'Docusaurus',
  pagination_prev: 'Docusaurus',
  custom_edit_url: 'Docusaurus',
  toc_min_heading_level: 'Docusaurus',
  toc_max_heading_level: 'Docusaurus',
  last_update: 'Docusaurus',
  hide: 'MkDocs',
  search: 'MkDocs',
  status: 'MkDocs',
  icon: 'MkDocs',
  subtitle: 'MkDocs',
};

export type MarkdownFrontMatter = z.infer<typeof markdownPageSchema>;
export type Changefreq = z.infer<typeof changefreq>;
