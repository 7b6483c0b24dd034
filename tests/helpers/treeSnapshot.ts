import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file and folder under `dir` with its inode and (for files) its bytes: two equal
 * snapshots mean the tree was neither written nor replaced, even by a file of the same text.
 */
export async function treeSnapshot(dir: string): Promise<Record<string, string>> {
  const tree: Record<string, string> = { '.': `inode ${(await lstat(dir)).ino}` };
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const { ino } = await lstat(full);
    tree[path.relative(dir, full)] = entry.isFile()
      ? `inode ${ino} ${(await readFile(full)).toString('base64')}`
      : `inode ${ino}`;
  }
  return tree;
}
