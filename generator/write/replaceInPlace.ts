import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathInside } from './insideFolder.js';

/**
 * Replaces files of a published output folder: each new file is first written whole beside the
 * one it replaces, then all are renamed over theirs, so a file is never seen half-written; a
 * file that cannot be written leaves every file as it was (the others written are removed).
 * Returns how many bytes the folder gained (or lost, negative).
 */
export function replaceInPlace(out: string, files: { file: string; text: string }[]): { bytes: number } {
  for (const { file } of files) pathInside(out, file); // before anything is replaced
  const temporary = (file: string) => path.join(out, `${file}.${process.pid}.tmp`);
  let bytes = 0;
  const written: string[] = [];
  try {
    for (const { file, text } of files) {
      const buffer = Buffer.from(text);
      bytes += buffer.byteLength - (statSync(path.join(out, file), { throwIfNoEntry: false })?.size ?? 0);
      written.push(temporary(file));
      writeFileSync(temporary(file), buffer);
    }
  } catch (error) {
    for (const file of written) rmSync(file, { force: true });
    throw error;
  }
  for (const { file } of files) renameSync(temporary(file), path.join(out, file));
  return { bytes };
}
