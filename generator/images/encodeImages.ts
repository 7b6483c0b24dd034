import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { bytesPerPixel, encodings, type EncodeJob } from './imagePlan.js';

/**
 * The folder encoded files are kept in between builds, under the site's folder: named by the
 * source's bytes and the encoding options (see imagePlan), read for nothing else, always safe to
 * delete (the next build encodes again).
 */
export function imageCacheFolder(root: string): string {
  return path.join(root, '.cache', 'images');
}

/** The bytes of one encoded file: from the cache when it holds them, else encoded now and kept there. */
export async function encodedBytes(
  job: EncodeJob,
  cacheFolder: string | undefined,
  pixels?: Pixels,
): Promise<Uint8Array> {
  return (cacheFolder ? await cachedBytes(job, cacheFolder) : undefined) ?? freshBytes(job, cacheFolder, pixels);
}

/** The bytes of one encoded file, encoded now and kept in the cache. */
async function freshBytes(job: EncodeJob, cacheFolder: string | undefined, pixels?: Pixels): Promise<Uint8Array> {
  const bytes = await encode(job, pixels);
  if (cacheFolder) await keep(cacheFile(job, cacheFolder), bytes);
  return bytes;
}

const cacheFile = (job: EncodeJob, cacheFolder: string) => path.join(cacheFolder, `${job.key}.${job.format}`);
const cachedBytes = (job: EncodeJob, cacheFolder: string) =>
  readFile(cacheFile(job, cacheFolder)).catch(() => undefined);

/**
 * Encodes every job, handing each file to `write` as it is ready. The jobs of one source are done
 * together: it is decoded once, at the widest size asked (a 4,000 px JPEG decoded for each of its
 * 15 files took most of the time), each width is resized from those pixels, then encoded in each
 * format; a source whose files are all in the cache is read from there and written in one batch.
 * Two sources at a time (sharp spreads each over libvips's threads). Resolves with the sources
 * that could not be decoded (a photo cut short by an interrupted copy has a good header): their
 * address and why.
 */
export async function encodeImages(
  jobs: readonly EncodeJob[],
  cacheFolder: string | undefined,
  write: (files: { job: EncodeJob; bytes: Uint8Array }[]) => Promise<void>,
): Promise<{ address: string; reason: string }[]> {
  const failed: { address: string; reason: string }[] = [];
  const bySource = new Map<string, EncodeJob[]>();
  for (const job of jobs) bySource.set(job.source, [...(bySource.get(job.source) ?? []), job]);
  const groups = [...bySource.values()];
  let next = 0;
  const worker = async () => {
    while (next < groups.length) {
      const group = groups[next++]!;
      // A source whose files are all kept (a rebuild): read together, handed over in one batch.
      const kept = cacheFolder ? await Promise.all(group.map((job) => cachedBytes(job, cacheFolder))) : [];
      if (kept.length > 0 && kept.every(Boolean)) {
        await write(group.map((job, index) => ({ job, bytes: kept[index]! })));
        continue;
      }
      // Some files kept, some not (a new width, a cache cleared in part): each read once, above.
      const pixels = decoded(group);
      for (const [index, job] of group.entries()) {
        let bytes: Uint8Array;
        try {
          bytes = kept[index] ?? (await freshBytes(job, cacheFolder, pixels));
        } catch (error) {
          failed.push({
            address: job.address,
            reason: (error instanceof Error ? error.message : String(error)).split('\n')[0]!,
          });
          break;
        }
        await write([{ job, bytes }]);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return failed;
}

type Pixels = () => Promise<{ data: Buffer; info: sharp.OutputInfo }>;

/** The source of `group` decoded once, upright, at the widest width its jobs ask, on first need (none when all are cached). */
function decoded(group: readonly EncodeJob[]): Pixels {
  let pixels: ReturnType<Pixels> | undefined;
  const widest = Math.max(...group.map((job) => job.width));
  return () =>
    (pixels ??= sharp(group[0]!.source, { limitInputPixels: false })
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }));
}

async function encode(job: EncodeJob, pixels?: Pixels): Promise<Buffer> {
  const source = pixels ? await pixels() : undefined;
  const image = (
    source ? sharp(source.data, { raw: source.info }) : sharp(job.source, { limitInputPixels: false }).rotate()
  ).resize({ width: job.width, withoutEnlargement: true });
  const options = encodings[job.format].options;
  if (job.format === 'png') return image.png(options).toBuffer();
  if (job.format === 'jpeg') return image.flatten({ background: '#ffffff' }).jpeg(options).toBuffer();
  const run = (quality: number) =>
    (job.format === 'avif'
      ? image.clone().avif({ ...options, quality })
      : image.clone().webp({ ...options, quality })
    ).toBuffer({ resolveWithObject: true });
  let quality: number = options.quality;
  let encoded = await run(quality);
  while (encoded.data.byteLength > bytesPerPixel * encoded.info.width * encoded.info.height && quality > 25)
    encoded = await run((quality -= 10));
  return encoded.data;
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
