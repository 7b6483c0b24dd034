import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reservedIds } from '../../model/reservedIds.js';
import { repoRoot } from '../helpers/tempSite.js';

/**
 * Ids the browser code finds anywhere in the document, not in a page's own section: `contact`
 * is the home page's contact section, looked up on the home page only, which has no Markdown body.
 */
const pageSections = ['contact'];

/** Ids written as text in the islands and the layout: `id="x"`, `getElementById('x')`, `'#x'` selectors. */
async function idsWritten(folder: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const files = (await readdir(path.join(repoRoot, folder), { recursive: true })).filter((file) =>
    /\.tsx?$/.test(file),
  );
  for (const file of files) {
    // Comments mention ids by example (`quote` → `#quote-prenom`): the code alone is read.
    const source = (await readFile(path.join(repoRoot, folder, file), 'utf8')).replace(
      /\/\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gm,
      '',
    );
    const pattern =
      /\bid="([^"{}]+)"|getElementById\('([^']+)'\)|['"`]#([a-z][\w-]*)['"`]|aria-(?:labelledby|describedby|controls)="([^"]+)"/g;
    for (const match of source.matchAll(pattern)) {
      const id = match[1] ?? match[2] ?? match[3] ?? match[4]!;
      if (!/^(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.test(id)) found.set(id, `${folder}/${file}`); // not a colour (`'#fff'`)
    }
  }
  return found;
}

describe('the ids the layout and the islands own', () => {
  it('list every id the islands and the layout write or look up by name', async () => {
    const written = new Map([...(await idsWritten('client')), ...(await idsWritten('templates/layout'))]);
    const missing = [...written]
      .filter(([id]) => !reservedIds.includes(id) && !pageSections.includes(id))
      .map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
    expect(written.size).toBeGreaterThan(5);
  });

  it('are each listed once', () => {
    expect(new Set(reservedIds).size).toBe(reservedIds.length);
  });
});
