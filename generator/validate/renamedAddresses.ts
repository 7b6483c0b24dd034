import { entryCollections, entrySlug, markdownPages } from '../content/collections.js';

/**
 * One line naming every content file published at an address other than its own name (see
 * `addressSegment`: `content/pages/Mentions Légales 2.md → /mentions-legales-2`), so an editor
 * who named a file `Metz.yaml` or `metz - Copie.yaml` learns where it went instead of finding it
 * later in the sitemap. A page given a `slug` is not listed: its address is what was asked for.
 * Undefined when every address is its file's name.
 */
export function renamedAddressesWarning(files: string[], pages: { file: string; route: string; front: { slug?: string } }[]): string | undefined {
  const moved: string[] = [];
  for (const file of files) {
    for (const { folder, address } of Object.values(entryCollections)) {
      const name = file.slice(folder.length);
      if (!file.startsWith(folder) || name.includes('/') || !/\.ya?ml$/.test(name)) continue;
      const slug = entrySlug(name);
      if (slug !== '' && slug !== name.replace(/\.ya?ml$/, '')) moved.push(`${file} → ${address(slug)}`);
    }
  }
  for (const page of pages) {
    if (page.front.slug !== undefined) continue;
    const written = `/${page.file.slice(markdownPages.folder.length).replace(/\.md$/, '').replace(/(^|\/)index$/, '')}`;
    if (written !== page.route) moved.push(`${page.file} → ${page.route}`);
  }
  if (moved.length === 0) return undefined;
  const count = moved.length === 1 ? '1 file is published at an address that differs from its name' : `${moved.length} files are published at an address that differs from their name`;
  return `${count} (lower case, hyphens for spaces and underscores, no accents): ${moved.sort().join(', ')}.`;
}
