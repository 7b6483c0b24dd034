import { cp, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file to write, its path relative to the output folder. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
}

/**
 * Writes the whole site into a fresh temporary folder beside `outDir`, then swaps it in.
 * If anything fails, the temporary folder is removed and `outDir` stays exactly as it was.
 */
export async function writeSite(outDir: string, files: OutputFile[], publicDir?: string): Promise<{ bytes: number; count: number }> {
  const parent = path.dirname(path.resolve(outDir));
  const stamp = `${process.pid}-${Date.now().toString(36)}`;
  const staging = path.join(parent, `.${path.basename(outDir)}-staging-${stamp}`);
  const retired = path.join(parent, `.${path.basename(outDir)}-old-${stamp}`);
  await mkdir(parent, { recursive: true });
  try {
    await mkdir(staging);
    if (publicDir && (await exists(publicDir))) await cp(publicDir, staging, { recursive: true });
    const folders = new Set(files.map((file) => path.dirname(path.join(staging, file.path))));
    await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
    await writeBounded(files.map((file) => () => writeFile(path.join(staging, file.path), file.contents)), 64);
    const hadOutput = await exists(outDir);
    if (hadOutput) await rename(outDir, retired);
    await rename(staging, outDir);
    if (hadOutput) await rm(retired, { recursive: true, force: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const bytes = files.reduce((sum, file) => sum + (typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.byteLength), 0);
  return { bytes, count: files.length };
}

/** Runs tasks with at most `limit` in flight, so thousands of pages do not open thousands of files at once. */
async function writeBounded(tasks: (() => Promise<unknown>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

async function exists(target: string): Promise<boolean> {
  try {
    await stat(target);
    return true;
  } catch {
    return false;
  }
}
