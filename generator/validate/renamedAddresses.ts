import { addressOfFile, isRenamed } from '../content/collections.js';
import { renamedAddresses } from '../messages/fileMessages.js';
import { sentenceOf, type Bilingual } from '../messages/messageKind.js';

/**
 * One line naming every content file published at an address other than its own name (see
 * `addressSegment`: `content/pages/Mentions Légales 2.md → /mentions-legales-2`), so an editor
 * who named a file `Metz.yaml` or `metz - Copie.yaml` learns where it went instead of finding it
 * later in the sitemap. A page given a `slug` is not listed: its address is what was asked for.
 * Undefined when every address is its file's name.
 */
export function renamedAddressesWarning(
  files: string[],
  pages: { file: string; route: string; front: { slug?: string } }[],
): Bilingual | undefined {
  const withSlug = new Set(pages.filter((page) => page.front.slug !== undefined).map((page) => page.file));
  const published = new Map(pages.map((page) => [page.file, page.route]));
  const moved = files
    .filter((file) => !withSlug.has(file) && isRenamed(file) && !addressOfFile(file)!.endsWith('/'))
    .map((file) => `${file} → ${published.get(file) ?? addressOfFile(file)}`);
  if (moved.length === 0) return undefined;
  return sentenceOf(renamedAddresses, { moved: moved.sort() });
}
