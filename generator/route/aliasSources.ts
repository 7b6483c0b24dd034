import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { townTableFile } from '../load/townTable.js';
import { unsafeAddress } from '../messages/addressMessages.js';
import { problemOf } from '../messages/messageKind.js';
import type { Content } from '../validate/validateContent.js';
import { addressFlaw } from '../shared/addressFlaw.js';
import type { AliasSource } from './aliases.js';
import type { Route } from './route.js';

/** Folders of the YAML pages that may list `aliases:` (one page per file). */
const yamlPageFolders = [
  'content/home.yaml',
  'content/landing/',
  'content/sectors/',
  'content/local/',
  'content/support/',
];

/**
 * The former addresses each page lists, to redirect to it: `aliases:` in a Markdown page's front
 * matter or in a YAML page (landing, sector, local, support page), and the `aliases` cell of a
 * town row (old slugs separated by `|`: `ancien-nom|autre-ancien-nom`). The YAML pages' and the
 * towns' are checked here as a Markdown page's are when its front matter is read (see
 * `addressProblems`): an unsafe one is a problem, and gets no redirect.
 */
export function aliasSources(
  routes: Route[],
  content: Content,
  loaded: LoadedContent,
): { sources: AliasSource[]; problems: Problem[] } {
  const sources: AliasSource[] = [];
  const problems: Problem[] = [];
  const inFile = (file: string) => (index: number) => ({
    position: loaded.files.get(file)?.source.locate(['aliases', index]) ?? { file, line: 1, column: 1 },
    field: `aliases[${index}]`,
  });
  const checked = (written: string[], locate: AliasSource['locate']) =>
    written.filter((value, index) => {
      const flaw = addressFlaw(value);
      if (flaw) {
        const { position, field } = locate(index);
        problems.push(problemOf(unsafeAddress, { field: 'alias', value, flaw }, { ...position, field }));
      }
      return !flaw;
    });
  const byPath = new Map(routes.map((route) => [route.path, route]));
  for (const route of routes) {
    if (route.page === 'markdown') {
      const written = route.markdown.front.aliases ?? [];
      if (written.length > 0)
        sources.push({ target: route, file: route.markdown.file, written, locate: inFile(route.markdown.file) });
      continue;
    }
    const file = route.sources[0];
    if (route.page === 'town' || !file || !yamlPageFolders.some((folder) => file.startsWith(folder))) continue;
    const data = loaded.files.get(file)?.source.data as { aliases?: unknown } | undefined;
    const written = Array.isArray(data?.aliases) ? data.aliases.map((alias) => String(alias).trim()) : [];
    if (written.length > 0)
      sources.push({ target: route, file, written: checked(written, inFile(file)), locate: inFile(file) });
  }
  for (const town of content.towns) {
    const cell = town.extra.aliases?.trim();
    const target = cell ? byPath.get(`/${town.slug}`) : undefined;
    if (!cell || !target) continue;
    const locate = () => ({ position: { file: townTableFile, line: town.line, column: 1 }, field: 'aliases' });
    const written = cell
      .split('|')
      .map((slug) => slug.trim())
      .filter(Boolean)
      .map((slug) => (slug.startsWith('/') ? slug : `/${slug}`));
    sources.push({ target, file: townTableFile, written: checked(written, locate), locate });
  }
  return { sources, problems };
}
