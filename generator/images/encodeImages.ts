import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { encodings, type EncodeJob } from './imagePlan.js';

/**
 * The folder encoded files are kept in between builds, under the site's folder: named by the
 * source's bytes and the encoding options (see imagePlan), read for nothing else, always safe to
 * delete (the next build encodes again).
 */
export function imageCacheFolder(root: string): string {
  return path.join(root, '.cache', 'images');
}

/** The bytes of one encoded file: from the cache when it holds them, else encoded now and kept there. */
export async function encodedBytes(job: EncodeJob, cacheFolder: string | undefined): Promise<Uint8Array> {
  const cached = cacheFolder ? path.join(cacheFolder, `${job.key}.${job.format}`) : undefined;
  if (cached) {
    const bytes = await readFile(cached).catch(() => undefined);
    if (bytes) return bytes;
  }
  const bytes = await encode(job);
  if (cached) await keep(cached, bytes);
  return bytes;
}

/**
 * Encodes every job, two at a time (sharp spreads each over libvips's threads), handing each
 * file to `write` as it is ready.
 */
export async function encodeImages(
  jobs: readonly EncodeJob[],
  cacheFolder: string | undefined,
  write: (job: EncodeJob, bytes: Uint8Array) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await write(job, await encodedBytes(job, cacheFolder));
    }
  };
  await Promise.all([worker(), worker()]);
}

function encode(job: EncodeJob): Promise<Buffer> {
  const image = sharp(job.source, { limitInputPixels: false })
    .rotate()
    .resize({ width: job.width, withoutEnlargement: true });
  const options = encodings[job.format].options;
  if (job.format === 'avif') return image.avif(options).toBuffer();
  if (job.format === 'webp') return image.webp(options).toBuffer();
  if (job.format === 'png') return image.png(options).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg(options).toBuffer();
}

/** Writes a cache file beside, then renames it: a build killed meanwhile leaves no half file under its name. */
async function keep(file: string, bytes: Uint8Array): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch {
    // A cache that cannot be written (a read-only folder, a full disk) only costs the next build time.
  }
}
