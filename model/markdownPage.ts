import { z } from 'zod';
import { isoDate, text } from './fields.js';

/** How often a page changes, as search engines understand it. */
export const changefreq = z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);

/** A page's entry in `sitemap.xml`. */
export const sitemapEntry = z.strictObject({
  /** Importance from 0.0 to 1.0 relative to the site's other pages. Default 0.5. */
  priority: z.number().min(0).max(1).default(0.5),
  /** Default `monthly`. */
  changefreq: changefreq.default('monthly'),
});

/** Front matter of a Markdown page under `content/pages/`. */
export const markdownPageSchema = z.strictObject({
  /** Page title and main heading. */
  title: text,
  /** Meta description: one sentence of 120–160 characters. */
  description: text,
  /** Date of the last change (`YYYY-MM-DD`), shown on the page and used as the sitemap's `lastmod`. */
  updated: isoDate.optional(),
  /** `true` prints a table of contents of the page's `h2` and `h3` above its body (long legal texts). */
  toc: z.boolean().optional(),
  /** Sitemap priority and change frequency; defaults 0.5 and monthly. */
  sitemap: sitemapEntry.default({ priority: 0.5, changefreq: 'monthly' }),
});

export type MarkdownFrontMatter = z.infer<typeof markdownPageSchema>;
export type Changefreq = z.infer<typeof changefreq>;
