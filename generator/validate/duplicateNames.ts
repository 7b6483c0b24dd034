import { isRenamed } from '../content/collections.js';
import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { problemOf } from '../messages/messageKind.js';
import { samePlaceName } from '../messages/placeMessages.js';

/**
 * Two local pages for one place: a copy left by a file explorer (`metz - Copie.yaml`, published
 * at `/metz-copie`) shows a second « Metz » link in every footer. The copy (a file whose name
 * is not its address, or else the later one) is refused at its `name` line, naming the other
 * file. Two files at one address (`Metz.yaml`, `metz.yaml`) are left to the route check.
 */
export function duplicateNames(
  entries: readonly { file: string; slug: string; data: unknown }[],
  loaded: LoadedContent,
): Problem[] {
  const first = new Map<string, { file: string; slug: string }>();
  const problems: Problem[] = [];
  // Files whose name is their address come first, and a name before the names that extend it
  // (`epinal.yaml` before `epinal-ville.yaml`): the copy, not the original, is reported.
  const order = (entry: { file: string }) => `${isRenamed(entry.file) ? 1 : 0}${entry.file.replace(/\.ya?ml$/, '')}`;
  for (const { file, slug, data } of [...entries].sort((a, b) => (order(a) < order(b) ? -1 : 1))) {
    const name = (data as { name?: unknown }).name;
    if (typeof name !== 'string') continue;
    // `Epinal` and `Épinal` are one place: accents and case aside.
    const key = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
    const owner = first.get(key);
    if (!owner) {
      first.set(key, { file, slug });
      continue;
    }
    if (owner.slug === slug) continue; // one address for both: refused by the route check, naming both
    const position = loaded.files.get(file)?.source.locate(['name']) ?? { file, line: 0, column: 0 };
    problems.push(problemOf(samePlaceName, { name, owner: owner.file }, { ...position, field: 'name' }));
  }
  return problems;
}
