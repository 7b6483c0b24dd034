import { stat } from 'node:fs/promises';
import { findInContent, type LoadedContent } from '../load/loadContent.js';
import type { PublicFiles } from '../load/publicFiles.js';
import type { Bilingual } from '../messages/messageKind.js';
import { heavyImage } from '../messages/placeMessages.js';
import { warningOf } from '../shared/warningOf.js';

/** Above this weight an image of `public/` is named: a page should load less than that in images. */
export const heavyImageBytes = 1_000_000;

const imageExtension = /\.(jpe?g|png|gif|webp|avif|bmp|tiff?|svg)$/i;

/**
 * A warning for each image of `public/` heavier than 1 MB (a photo straight from a phone weighs
 * 3 to 8 MB), at the first place content shows it, else at the file itself: with its weight and
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
