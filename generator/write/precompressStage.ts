import { performance } from 'node:perf_hooks';
import { formatBytes, type Logger } from '../log.js';
import { precompressFolder, type PrecompressResult } from './precompress.js';

/** The build's `precompress` stage: `.gz` and `.br` twins in the new output folder, named with what they save. */
export async function precompressStage(folder: string, log: Logger): Promise<PrecompressResult> {
  const start = performance.now();
  const result = await precompressFolder(folder);
  const { original, gzip, brotli } = result.bytes;
  log.stage(
    'precompress',
    `${result.files} files, ${formatBytes(original)} → ${formatBytes(gzip)} gzip, ${formatBytes(brotli)} brotli`,
    performance.now() - start,
  );
  return result;
}
