import type { Problem } from '../errors.js';
import type { ReadImages } from '../images/readImages.js';
import { imageShownAt, widestCandidate } from '../images/imagePlan.js';
import { findInContent, type LoadedContent } from '../load/loadContent.js';
import { hugePhoto, smallPhoto, unreadableImage } from '../messages/imageMessages.js';
import { problemOf, type Bilingual } from '../messages/messageKind.js';
import { warningOf } from '../messages/warningOf.js';

/** Above this width a source is far larger than any screen (a camera's 24 megapixels: 6,000). */
const hugeWidth = 6000;

/**
 * What the editor should know about the images content shows, at the first place it shows each:
 * a problem for a file that cannot be read as an image (the page would show a broken one), a
 * warning for a photo narrower than pages show it on a sharp screen, or over 6,000 pixels wide.
 * Images nobody shows are left alone (they are still published, as files of `public/`).
 */
export function imageProblems(
  images: ReadImages,
  loaded: LoadedContent,
): { problems: Problem[]; warnings: Bilingual[] } {
  const problems: Problem[] = [];
  const warnings: Bilingual[] = [];
  for (const { address, reason } of images.unreadable) {
    const position = findInContent(loaded, address);
    if (position) problems.push(problemOf(unreadableImage, { image: address, reason }, position));
  }
  // Content is searched only for an image to warn of: a search reads every file (0.16 s at 10,000 pages).
  for (const { address, width, height } of images.sizes) {
    if (width <= hugeWidth && width >= imageShownAt) continue;
    const position = findInContent(loaded, address);
    if (!position) continue;
    if (width > hugeWidth)
      warnings.push(warningOf(hugePhoto, { image: address, width, height, published: widestCandidate }, position));
    else warnings.push(warningOf(smallPhoto, { image: address, width, wanted: imageShownAt }, position));
  }
  return { problems, warnings };
}

/**
 * The problems of images that could be read but not decoded (a photo cut short by an interrupted
 * copy keeps a good header): at the first place content shows each, else at the file.
 */
export function unencoded(failed: readonly { address: string; reason: string }[], loaded: LoadedContent): Problem[] {
  return failed.map(({ address, reason }) =>
    problemOf(
      unreadableImage,
      { image: address, reason },
      findInContent(loaded, address) ?? { file: `public${address}`, line: 0, column: 0 },
    ),
  );
}
