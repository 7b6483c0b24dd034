import { stat } from 'node:fs/promises';
import { frenchFileSize, frenchMegabytes, typedSizeFits } from '../../model/fileSize.js';
import type { Documentation } from '../../model/support.js';
import type { LoadedContent } from '../load/loadContent.js';
import type { PublicFiles } from '../load/publicFiles.js';
import type { Bilingual } from '../messages/messageKind.js';
import { documentSizeDiffers } from '../messages/fileMessages.js';
import { warningOf } from '../messages/warningOf.js';
import { formatPath } from './issueToProblems.js';

/** Where the documentation catalogue is written. */
const documentationFile = 'content/support/documentation.yaml';

/** The sizes of the documents' files and what deserves a look. */
export interface DocumentSizes {
  /** Bytes of each published document by address (`/documents/guide.pdf`), read from its file. */
  sizes: Record<string, number>;
  /** A typed `sizeMb` that is not the file's size, at its line. */
  warnings: Bilingual[];
}

/**
 * Reads the size of every document of the catalogue whose file `public/` publishes (one `stat`
 * each), so that the page says what a visitor will download. A `file:` that `public/` lacks is
 * left to the link check, which names it at its line as it does any missing file.
 */
export async function documentSizes(
  documentation: Documentation,
  publicFiles: PublicFiles,
  loaded: LoadedContent,
): Promise<DocumentSizes> {
  const published = new Map(publicFiles.files.map((file) => [`/${file.path}`, file.source]));
  const source = loaded.files.get(documentationFile)?.source;
  const lists = [
    { at: ['featured'], documents: documentation.featured },
    ...documentation.categories.map((category, index) => ({
      at: ['categories', index, 'documents'],
      documents: category.documents,
    })),
  ];
  const found: DocumentSizes = { sizes: {}, warnings: [] };
  for (const { at, documents } of lists) {
    for (const [index, doc] of documents.entries()) {
      const file = doc.file === undefined ? undefined : published.get(doc.file);
      if (doc.file === undefined || file === undefined) continue;
      const bytes = (await stat(file)).size;
      found.sizes[doc.file] = bytes;
      if (doc.sizeMb === undefined || typedSizeFits(doc.sizeMb, bytes)) continue;
      const field = [...at, index, 'sizeMb'];
      const position = source?.locate(field) ?? { file: documentationFile, line: 0, column: 0 };
      const args = { file: doc.file, typed: frenchMegabytes(doc.sizeMb), real: frenchFileSize(bytes) };
      found.warnings.push(warningOf(documentSizeDiffers, args, { ...position, field: formatPath(field) }));
    }
  }
  return found;
}
