import type { Problem } from '../errors.js';
import type { SourceFile } from '../load/loadContent.js';
import { folderWithoutAddress, unsafeAddress } from '../messages/addressMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { addressSegment } from '../shared/address.js';
import { addressFlaw } from '../shared/addressFlaw.js';

/**
 * The problems of the addresses a Markdown page takes from its content: each alias and its
 * `slug` (see `addressFlaw`: no `..`, backslash, control character, encoded separator, nor
 * `//`), at the line of the value; and each folder of its path, whose name must leave
 * something for an address (`content/pages/???/tarifs.md` would be published at `//tarifs`,
 * which a browser reads as another site). Checked with the front matter, so `site build`,
 * `site check` and `site dev` refuse the same pages.
 */
export function addressProblems(
  source: SourceFile,
  front: { slug?: string; aliases?: string[] } | undefined,
): Problem[] {
  const problems: Problem[] = [];
  for (const [index, value] of (front?.aliases ?? []).entries()) {
    const flaw = addressFlaw(value);
    if (flaw)
      problems.push(
        problemOf(
          unsafeAddress,
          { field: 'alias', value, flaw },
          { ...source.source.locate(['aliases', index]), field: `aliases[${index}]` },
        ),
      );
  }
  const slugFlaw = front?.slug === undefined ? undefined : addressFlaw(front.slug, true);
  if (slugFlaw)
    problems.push(
      problemOf(
        unsafeAddress,
        { field: 'slug', value: front!.slug!, flaw: slugFlaw },
        { ...source.source.locate(['slug']), field: 'slug' },
      ),
    );
  const folders = source.path.split('/').slice(2, -1); // content/pages/<folders…>/<file>
  for (const [depth, folder] of folders.entries()) {
    if (addressSegment(folder) !== '') continue;
    const renamed = [
      'content',
      'pages',
      ...folders.slice(0, depth),
      'nom-du-dossier',
      ...source.path.split('/').slice(3 + depth),
    ].join('/');
    problems.push(problemOf(folderWithoutAddress, { folder, renamed }, { file: source.path, line: 0, column: 0 }));
    break;
  }
  return problems;
}
