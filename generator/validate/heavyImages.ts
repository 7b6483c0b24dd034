import { stat } from 'node:fs/promises';
import { findInContent, type LoadedContent } from '../load/loadContent.js';
import type { PublicFiles } from '../load/publicFiles.js';
import type { Bilingual } from '../messages/messageKind.js';
import { heavyImage } from '../messages/placeMessages.js';
import { warningOf } from '../messages/warningOf.js';

/** Above this weight an image of `public/` is named: a page should load less than that in images. */
export const heavyImageBytes = 1_000_000;

/** Images published as they are: JPEG, PNG, WebP and AVIF are encoded into light files (see readImages). */
const imageExtension = /\.(gif|bmp|tiff?|svg)$/i;

/**
 * A warning for each image of `public/` published as it is (GIF, SVG…) heavier than 1 MB, at the first place content shows it, else at the file itself: with its weight and
 * how to make it light. One `stat` per image, read from the listing the build makes anyway.
 */
export async function heavyImages(publicFiles: PublicFiles, loaded: LoadedContent): Promise<Bilingual[]> {
  const warnings: Bilingual[] = [];
  for (const file of publicFiles.files) {
    if (!imageExtension.test(file.path)) continue;
    const { size } = await stat(file.source);
    if (size <= heavyImageBytes) continue;
    const image = `/${file.path}`;
    const position = findInContent(loaded, image) ?? { file: `public/${file.path}`, line: 0, column: 0 };
    warnings.push(warningOf(heavyImage, { image, megabytes: Math.round(size / 100_000) / 10 }, position));
  }
  return warnings;
}
