import { createHash } from 'node:crypto';
import type { ImageSource, PublishedImage } from '../../model/publishedImage.js';

/** The widths an image is encoded in, when the source is at least as wide. */
export const candidateWidths = [480, 800, 1200, 1600, 2400];
/**
 * The widest a page shows a photo, in pixels: a 46rem prose column or a hero's half on a sharp
 * (2×) screen, 736 × 2 = 1,472, rounded down; narrower sources look blurry there.
 */
export const imageShownAt = 1200;
/** No encoded file is wider than this, whatever the source. */
export const widestCandidate = 2560;
/** Where encoded files go in the output: hashed names under the assets folder, cached for a year. */
export const encodedFolder = 'assets/images';

/** How each format is encoded (sharp's options); part of each file's key, so a change re-encodes. */
export const encodings = {
  avif: { type: 'image/avif', options: { quality: 45, effort: 2 } },
  webp: { type: 'image/webp', options: { quality: 70, effort: 4 } },
  jpeg: { type: 'image/jpeg', options: { quality: 74, mozjpeg: true } },
  png: { type: 'image/png', options: { compressionLevel: 9, palette: true, quality: 85 } },
} as const;
export type Encoding = keyof typeof encodings;

/**
 * At most this many bytes a pixel for an AVIF or a WebP file: 250 KB for a 1,200 × 900 photo, the
 * file a 390 px phone at 3× picks. A photo full of fine detail (foliage, a crowd, sensor noise)
 * goes over at the usual quality: it is encoded again, 10 lower each time, down to 25.
 */
export const bytesPerPixel = 0.23;

/** One file to encode: from which source, how, and where it goes. */
export interface EncodeJob {
  /** The source file on disk. */
  source: string;
  /** Its address on the site (`/images/photo.jpg`), to name it when it cannot be encoded. */
  address: string;
  format: Encoding;
  width: number;
  /** Path in the output folder (`assets/images/photo-1a2b3c4d5e-800.avif`). */
  path: string;
  /** The cache's name for the file: the source's bytes and every option that shapes the output. */
  key: string;
}

/**
 * The files an image of `width`×`height` pixels (its bytes hashed as `digest`) is published as:
 * AVIF, WebP and a fallback (PNG when the source has transparency, JPEG otherwise), each in the
 * candidate widths below the source's (and the source's own width, at most 2560 px).
 */
export function imagePlan(image: {
  source: string;
  address: string;
  width: number;
  height: number;
  alpha: boolean;
  digest: string;
}): { published: PublishedImage; jobs: EncodeJob[] } {
  const widest = Math.min(image.width, widestCandidate);
  const widths = [...candidateWidths.filter((width) => width < widest), widest];
  const name = image.address.slice(image.address.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');
  const stem =
    name
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .slice(0, 60) || 'image';
  const formats: Encoding[] = ['avif', 'webp', image.alpha ? 'png' : 'jpeg'];
  const jobs: EncodeJob[] = [];
  const sources: ImageSource[] = formats.map((format) => ({
    type: encodings[format].type,
    candidates: widths.map((width) => {
      const key = createHash('sha256')
        .update(`${image.digest}\n${format}\n${width}\n${JSON.stringify(encodings[format].options)}\n${bytesPerPixel}`)
        .digest('hex')
        .slice(0, 20);
      const path = `${encodedFolder}/${stem}-${key.slice(0, 10)}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
      jobs.push({ source: image.source, address: image.address, format, width, path, key });
      return { href: `/${path}`, width };
    }),
  }));
  // The source's ratio at the widest file's size: what `width` and `height` say.
  const height = Math.max(1, Math.round((image.height * widest) / image.width));
  return { published: { width: widest, height, sources }, jobs };
}
