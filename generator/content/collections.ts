import type { z } from 'zod';
import type { Entry } from '../../model/entry.js';
import { addressOfPath, addressSegment } from '../shared/address.js';
import { markdownPageSchema } from '../../model/markdownPage.js';
import { navigationSchema } from '../../model/navigation.js';
import { siteSchema } from '../../model/site.js';
import { catalogueSchema } from '../../model/catalogue.js';
import { localSchema, localSectionsSchema } from '../../model/local.js';
import { sectorSchema } from '../../model/sector.js';
import { referenceFolder, referenceSchema } from '../../model/reference.js';
import { homeSchema } from '../../model/home.js';
import { featuresPageSchema, fibrePageSchema, switchboardPageSchema } from '../../model/landing.js';
import { faqSchema } from '../../model/faq.js';
import { equipmentSchema, fibreSchema, plansSchema } from '../../model/offers.js';
import { documentationSchema, helpCentreSchema, tutorialsSchema } from '../../model/support.js';
import { helpArticleSchema, helpFolder } from '../../model/helpArticle.js';

/**
 * Every content file the site reads, with its schema. A collection of one file is a
 * "single"; Markdown pages are a collection of many entries found by pattern.
 */
export const singles = {
  site: { file: 'content/site.yaml', schema: siteSchema },
  navigation: { file: 'content/navigation.yaml', schema: navigationSchema },
  helpCentre: { file: 'content/support/centre-aide.yaml', schema: helpCentreSchema },
  documentation: { file: 'content/support/documentation.yaml', schema: documentationSchema },
  tutorials: { file: 'content/support/tutoriels-video.yaml', schema: tutorialsSchema },
  home: { file: 'content/home.yaml', schema: homeSchema },
  plans: { file: 'content/offers/plans.yaml', schema: plansSchema },
  fibre: { file: 'content/offers/fibre.yaml', schema: fibreSchema },
  equipment: { file: 'content/offers/equipment.yaml', schema: equipmentSchema },
  faq: { file: 'content/offers/faq.yaml', schema: faqSchema },
  catalogue: { file: 'content/catalogue.yaml', schema: catalogueSchema },
  featuresPage: { file: 'content/landing/fonctionnalites.yaml', schema: featuresPageSchema },
  switchboardPage: { file: 'content/landing/standard-telephonique-virtuel.yaml', schema: switchboardPageSchema },
  fibrePage: { file: 'content/landing/fibre-professionnelle.yaml', schema: fibrePageSchema },
  localSections: { file: 'content/local-sections.yaml', schema: localSectionsSchema },
} as const satisfies Record<string, { file: string; schema: z.ZodType }>;

/**
 * Folders of YAML entries, one file each: `content/sectors/sante.yaml` is the entry `sante`
 * (its slug: the file name by `addressSegment`, `Santé.yaml` → `sante`). Adding a file adds an
 * entry (and its page, at `address(slug)`, for a collection with pages); no code changes.
 */
export const entryCollections = {
  sectors: { folder: 'content/sectors/', schema: sectorSchema, address: (slug: string) => `/secteurs/${slug}` },
  local: { folder: 'content/local/', schema: localSchema, address: (slug: string) => `/${slug}` },
  // No page of their own: shown by the home, sector and town pages.
  references: { folder: referenceFolder, schema: referenceSchema, address: undefined },
} as const satisfies Record<
  string,
  { folder: string; schema: z.ZodType; address: ((slug: string) => string) | undefined }
>;

export type EntryCollectionName = keyof typeof entryCollections;
export type Entries = { [K in EntryCollectionName]: Entry<z.infer<(typeof entryCollections)[K]['schema']>>[] };

/**
 * Markdown pages: `content/pages/<path>.md` becomes the page at `/<path>`, each segment by
 * `addressSegment` (`Mentions Légales 2.md` → `/mentions-legales-2`),
 * `content/pages/<path>/index.md` the page at `/<path>`, and `content/pages/index.md` claims `/`.
 */
export const markdownPages = {
  folder: 'content/pages/',
  schema: markdownPageSchema,
  address: (file: string) =>
    addressOfPath(
      `/${file
        .slice('content/pages/'.length)
        .replace(/\.md$/, '')
        .replace(/(^|\/)index$/, '')}`,
    ),
} as const;

/** Help articles: `content/aide/<nom>.md` (no subfolder) is the article at `/aide/<nom>`. */
export const helpArticles = {
  folder: helpFolder,
  schema: helpArticleSchema,
  address: (file: string) => addressOfPath(`/aide/${file.slice(helpFolder.length).replace(/\.md$/, '')}`),
} as const;

/** Whether a content file is a help article (a Markdown file right inside `content/aide/`). */
export function isHelpArticle(file: string): boolean {
  return file.startsWith(helpFolder) && file.endsWith('.md') && !file.slice(helpFolder.length).includes('/');
}

/** The address of the page a content file would make, for a file of an entry folder or a Markdown page. */
export function addressOfFile(file: string): string | undefined {
  if (file.startsWith(markdownPages.folder) && file.endsWith('.md')) return markdownPages.address(file);
  if (isHelpArticle(file)) return helpArticles.address(file);
  for (const { folder, address } of Object.values(entryCollections)) {
    const name = file.slice(folder.length);
    if (address && file.startsWith(folder) && !name.includes('/') && /\.ya?ml$/.test(name))
      return address(entrySlug(name));
  }
  return undefined;
}

/** The slug of an entry file's name: `Metz.yaml` → `metz`, `metz - Copie.yaml` → `metz-copie`. */
export function entrySlug(name: string): string {
  return addressSegment(name.replace(/\.ya?ml$/, ''));
}

/**
 * Whether a content file's page is published at an address other than the path it is written
 * with (`Metz.yaml` → `/metz`, `content/pages/Mentions Légales.md` → `/mentions-legales`);
 * false for files that make no page of their own.
 */
export function isRenamed(file: string): boolean {
  const address = addressOfFile(file);
  if (address === undefined) return false;
  const written = isHelpArticle(file)
    ? `/aide/${file.slice(helpFolder.length).replace(/\.md$/, '')}`
    : file.startsWith(markdownPages.folder)
      ? `/${file
          .slice(markdownPages.folder.length)
          .replace(/\.md$/, '')
          .replace(/(^|\/)index$/, '')}`
      : `${address.slice(0, address.lastIndexOf('/') + 1)}${file.slice(file.lastIndexOf('/') + 1).replace(/\.ya?ml$/, '')}`;
  return written !== address;
}

export type SingleName = keyof typeof singles;
export type Singles = { [K in SingleName]: z.infer<(typeof singles)[K]['schema']> };
