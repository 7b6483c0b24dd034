import type { LoadedContent } from '../load/loadContent.js';
import type { Renderer } from './loadRenderer.js';
import { pushAll } from '../shared/pushAll.js';

/**
 * Reads `content/` for `site dev`: the whole folder at start, then after each save only the
 * files saved (or new), the others as read before. Listing the folder again finds the files
 * added and removed; a problem of a file read again replaces its old problems. `remember` takes
 * content read another way (`patchPages`) as the last read.
 */
export function contentReader(): {
  read: (renderer: Renderer, root: string, changed: string[]) => LoadedContent;
  remember: (loaded: LoadedContent) => void;
} {
  let last: LoadedContent | undefined;
  const remember = (loaded: LoadedContent) => void (last = loaded);
  const read = (renderer: Renderer, root: string, changed: string[]): LoadedContent => {
    const listing = renderer.listContent(root);
    const saved = new Set(changed);
    const before = last;
    const again = before
      ? listing.files.filter((file) => saved.has(file) || (!before.files.has(file) && !before.tables.has(file)))
      : listing.files;
    const read = renderer.readContent(root, again, [...listing.problems]);
    if (before) {
      const kept = new Set(listing.files.filter((file) => !again.includes(file)));
      for (const file of kept) {
        const source = before.files.get(file);
        if (source) read.files.set(file, source);
        const table = before.tables.get(file);
        if (table !== undefined) read.tables.set(file, table);
      }
      pushAll(
        read.problems,
        before.problems.filter((problem) => kept.has(problem.position.file)),
      );
      // Files in the order of the listing, as a full read gives them: the order of pages follows.
      read.files = new Map(
        listing.files.filter((file) => read.files.has(file)).map((file) => [file, read.files.get(file)!]),
      );
    }
    last = read;
    return read;
  };
  return { read, remember };
}
