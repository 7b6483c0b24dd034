import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throw-away folder holding only the files a test gives, for stages that need no whole site. */
export interface FixtureFolder {
  root: string;
  remove(): Promise<void>;
}

/** Writes `files` (path from the folder → text or bytes) into a new temporary folder. */
export async function createFixtureFolder(files: Record<string, string | Uint8Array>): Promise<FixtureFolder> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-fixture-'));
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), contents);
  }
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
