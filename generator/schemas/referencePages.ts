import type { CollectionSchema } from './jsonSchemas.js';

/** A page of the guide that holds part of the field reference between its markers. */
export interface ReferencePage {
  file: string;
  /** The content files (or their first folders) whose tables this page holds, matched as prefixes. */
  prefixes: string[];
}

/**
 * The field reference, split so that no page of the guide passes 40 KB (one page held 46 KB):
 * settings and shared pages, then the offers and what sells them, then the local pages and the
 * Markdown pages. A collection no prefix names goes to the last page, so a new collection is
 * never left out of the reference.
 */
export const referencePages: ReferencePage[] = [
  {
    file: 'docs/guide/reference-des-champs.md',
    prefixes: [
      'content/site.yaml',
      'content/navigation.yaml',
      'content/home.yaml',
      'content/support/',
      'content/announcements.yaml',
    ],
  },
  {
    file: 'docs/guide/reference-offres-et-secteurs.md',
    prefixes: ['content/offers/', 'content/catalogue.yaml', 'content/landing/', 'content/sectors/'],
  },
  { file: 'docs/guide/reference-local-et-markdown.md', prefixes: [] },
];

/** The schemas each reference page documents, in the order given, every schema on exactly one page. */
export function schemasByReferencePage(schemas: CollectionSchema[]): Map<string, CollectionSchema[]> {
  const pages = new Map<string, CollectionSchema[]>(referencePages.map(({ file }) => [file, []]));
  const last = referencePages[referencePages.length - 1]!.file;
  for (const schema of schemas) {
    const page = referencePages.find(({ prefixes }) =>
      schema.files.some((file) => prefixes.some((prefix) => file.startsWith(prefix))),
    );
    pages.get(page?.file ?? last)!.push(schema);
  }
  return pages;
}
