import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the generator's own folder and the real site's content. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The fixture site the unit tests read and build: a frozen copy of the site's single files, five
 * local pages (three cities, two départements), three sectors and the three legal pages. Editors
 * change `content/`; the tests never notice. A test that needs more writes it into its temp site.
 */
export const fixtureRoot = path.join(repoRoot, 'tests', 'fixtures', 'site');

/** A throw-away copy of the fixture site's `content/` and `public/`, to break and build in tests. */
export interface TempSite {
  root: string;
  read(file: string): Promise<string>;
  write(file: string, text: string): Promise<void>;
  /** Replaces the first occurrence of `search` in `file`; fails the test when it is absent. */
  edit(file: string, search: string, replacement: string): Promise<void>;
  remove(): Promise<void>;
}

/**
 * A throw-away copy of the fixture site; given `from`, a copy of that site whole, `out/` included
 * (each test of a file breaks its own copy of a site built once).
 */
export async function createTempSite(from?: TempSite): Promise<TempSite> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-test-'));
  if (from) await cp(from.root, root, { recursive: true });
  else {
    await cp(path.join(fixtureRoot, 'content'), path.join(root, 'content'), { recursive: true });
    await cp(path.join(fixtureRoot, 'public'), path.join(root, 'public'), { recursive: true });
  }
  const read = (file: string) => readFile(path.join(root, file), 'utf8');
  const write = (file: string, text: string) => writeFile(path.join(root, file), text);
  return {
    root,
    read,
    write,
    async edit(file, search, replacement) {
      const text = await read(file);
      if (!text.includes(search)) throw new Error(`${file} does not contain ${JSON.stringify(search)}`);
      await write(file, text.replace(search, replacement));
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
