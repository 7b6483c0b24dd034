import { findInContent, type LoadedContent } from '../load/loadContent.js';
import type { PublicFiles } from '../load/publicFiles.js';
import type { Problem } from '../errors.js';
import { problemOf } from '../messages/messageKind.js';
import { cameraImage } from '../messages/slipMessages.js';

/** Formats a camera, a scanner or an editing program saves, which browsers do not show. */
const cameraExtension = /\.(heic|heif|tiff?|bmp|psd|raw|cr2|nef|dng)$/i;

/**
 * A problem for each image of `public/` in a format browsers do not show (a `.heic` photo from an
 * iPhone) that content shows, at the first place it does: the page would show a broken image.
 * An image the schema already refused there (`catalogue.yaml`'s `image`) is not told twice;
 * one nobody shows is left alone.
 */
export function cameraImages(publicFiles: PublicFiles, loaded: LoadedContent, known: Problem[]): Problem[] {
  const problems: Problem[] = [];
  for (const file of publicFiles.files) {
    const format = cameraExtension.exec(file.path)?.[1];
    if (!format) continue;
    const image = `/${file.path}`;
    const position = findInContent(loaded, image);
    if (
      !position ||
      known.some((problem) => problem.position.file === position.file && problem.position.line === position.line)
    )
      continue;
    problems.push(problemOf(cameraImage, { image, format: `.${format.toLowerCase()}` }, position));
  }
  return problems;
}
