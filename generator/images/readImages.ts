import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { ImageTable, PublishedImage } from '../../model/publishedImage.js';
import type { PublicFiles } from '../load/publicFiles.js';
import { imagePlan, type EncodeJob } from './imagePlan.js';

/** Images encoded into smaller files: the formats of photos and screenshots. */
const rasterExtension = /\.(jpe?g|png|webp|avif)$/i;
const svgExtension = /\.svg$/i;

/** What the image stage read from `public/`: the table pages are rendered with, and the files to encode. */
export interface ReadImages {
  table: ImageTable;
  jobs: EncodeJob[];
  /** Each raster image's size and address, for the editor's warnings (see imageWarnings). */
  sizes: { address: string; width: number; height: number }[];
  /** Images sharp could not read (a truncated file, a `.jpg` that is no JPEG): address and reason. */
  unreadable: { address: string; reason: string }[];
}

/**
 * Reads the size of every image of `public/` (its header only; an SVG's from its `width`,
 * `height` or `viewBox`) and plans the files each raster image is published as (see imagePlan),
 * keyed by a hash of its bytes. Nothing is encoded here: the table is known before the pages are
 * rendered, the encoding is a stage of its own (see encodeImages).
 */
export async function readImages(publicFiles: PublicFiles | undefined): Promise<ReadImages> {
  const table: Record<string, PublishedImage> = {};
  const result: ReadImages = { table, jobs: [], sizes: [], unreadable: [] };
  for (const file of publicFiles?.files ?? []) {
    const raster = rasterExtension.test(file.path);
    if (!raster && !svgExtension.test(file.path)) continue;
    const address = `/${file.path}`;
    try {
      const bytes = await readFile(file.source);
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      if (!meta.width || !meta.height) throw new Error('no size in its header');
      // A photo taken sideways says so in its EXIF: width and height are those shown.
      const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
      // An SVG, or an animation (a WebP of several frames): published as it is, encoding would keep one frame.
      if (!raster || (meta.pages ?? 1) > 1) {
        table[address] = { width, height, sources: [] };
        continue;
      }
      const digest = createHash('sha256').update(bytes).digest('hex');
      const plan = imagePlan({ source: file.source, address, width, height, alpha: Boolean(meta.hasAlpha), digest });
      table[address] = plan.published;
      result.jobs.push(...plan.jobs);
      result.sizes.push({ address, width, height });
    } catch (error) {
      result.unreadable.push({ address, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}
