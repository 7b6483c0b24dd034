import { encodedBytes, imageCacheFolder } from '../images/encodeImages.js';
import type { EncodeJob } from '../images/imagePlan.js';
import type { MemoryFile } from './memoryFile.js';

const types = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;

/**
 * The encoded images of the site as `site dev` serves them: the pages show the same `<picture>`
 * as a build's, and each file is encoded on its first request (or taken from `.cache/images`,
 * which a build fills too), then kept for the session. `jobs()` gives the current state's files.
 */
export function devImages(
  root: string,
  jobs: () => readonly EncodeJob[],
): (file: string) => Promise<MemoryFile | undefined> {
  const cache = imageCacheFolder(root);
  const encoded = new Map<string, Promise<Uint8Array>>();
  return async (file) => {
    if (!file.startsWith('/assets/images/')) return undefined;
    const job = jobs().find((each) => `/${each.path}` === file);
    if (!job) return undefined;
    let bytes = encoded.get(job.key);
    if (!bytes) encoded.set(job.key, (bytes = encodedBytes(job, cache)));
    try {
      return { body: Buffer.from(await bytes), type: types[job.format] };
    } catch (error) {
      encoded.delete(job.key);
      throw error;
    }
  };
}
