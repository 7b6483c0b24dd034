import type { Problem } from '../errors.js';
import type { YamlSource } from '../load/yamlSource.js';
import { foreignField } from '../messages/markdownMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { foreignFields } from '../../model/markdownPage.js';

/**
 * Other generators' fields that this site has under another name: the editor keeps the value
 * and renames the line. Only dates, whose meaning is the same; `summary` or `permalink` are not
 * `description` or `slug` word for word, so they are only removed.
 */
const sameMeaning: Record<string, string> = {
  pubDate: 'date',
  publishDate: 'date',
  updatedDate: 'lastmod',
  last_modified_at: 'lastmod',
};

/**
 * The problem of a field of Hugo, Jekyll, Eleventy, Astro, VitePress or Docusaurus (`tags`,
 * `layout`, `weight`, `permalink`) at the top of a Markdown page's front matter, in English and
 * French, naming the generators it comes from; undefined for any other unknown field, which is
 * told as a typo.
 */
export function foreignFieldProblem(
  key: string,
  source: YamlSource,
  path: readonly PropertyKey[],
  allowed: string[],
): Problem | undefined {
  if (!source.file.endsWith('.md') || path.length > 0 || !Object.hasOwn(foreignFields, key)) return undefined;
  const args = { key, generators: foreignFields[key]!, allowed, instead: sameMeaning[key] };
  return problemOf(foreignField, args, { ...source.locateKey(path, key), field: key });
}
