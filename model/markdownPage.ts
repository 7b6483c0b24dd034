import { z } from 'zod';
import { isoDate, text } from './fields.js';

/** How often a page changes, as search engines understand it. */
export const changefreq = z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);

/** A page's entry in `sitemap.xml`. */
export const sitemapEntry = z.strictObject({
  /** Importance from 0.0 to 1.0 relative to the site's other pages. Default 0.5. */
  priority: z.number().min(0).max(1).default(0.5).describe('Importance de la page par rapport aux autres pages du site, de 0 à 1.'),
  /** Default `monthly`. */
  changefreq: changefreq.default('monthly').describe('Fréquence de changement de la page.'),
});

/** Front matter of a Markdown page under `content/pages/`. */
export const markdownPageSchema = z.strictObject({
  /** Page title and main heading. */
  title: text.describe('Titre de la page et titre principal affiché.'),
  /** Meta description: one sentence of 120–160 characters. */
  description: text.describe('Description pour les moteurs de recherche, une phrase de 120 à 160 caractères.'),
  /** Date of the last change (`YYYY-MM-DD`), shown on the page and used as the sitemap's `lastmod`. */
  updated: isoDate.optional().describe('Date de dernière modification (`AAAA-MM-JJ`), affichée sur la page et utilisée comme `lastmod` du plan du site (sinon `sitemap.lastmod` de `site.yaml`).'),
  /** Sitemap priority and change frequency; defaults 0.5 and monthly. */
  sitemap: sitemapEntry.default({ priority: 0.5, changefreq: 'monthly' }).describe('Priorité et fréquence de changement dans le plan du site.'),
}).describe('L’en-tête d’une page Markdown, entre les deux lignes `---` du début du fichier ; le corps de la page suit, en Markdown.');

export type MarkdownFrontMatter = z.infer<typeof markdownPageSchema>;
export type Changefreq = z.infer<typeof changefreq>;
