import { z } from 'zod';

/**
 * A PDF of `public/` offered to download (`/documents/guide.pdf`): one `/` at the start, then
 * folders and a name of letters, digits, `-`, `_` and `.`, never `..` (which would climb out of
 * `public/`) nor `//` (another site's address in a browser).
 */
const documentPattern = /^(?!.*\/\.\.?\/)(?!.*\/\/)\/[\w\-./]+\.pdf$/;

/** `file:` of a document of `content/support/documentation.yaml`. */
export const documentFile = z
  .string()
  .refine((value) => documentPattern.test(value), {
    message: 'expected a path to a PDF under public/, such as /documents/guide.pdf',
  })
  .meta({ title: 'fichier PDF', pattern: documentPattern.source });
