import type { FinderTown } from '../../model/townFinder.js';
import { townFinderPath } from '../route/townFinderPath.js';
import { byName, link } from '../route/townLinks.js';
import { byDepartement } from '../route/townRoutes.js';
import type { Content } from '../validate/validateContent.js';
import type { OutputFile } from './writeSite.js';

/**
 * The lists the finder field of each département's pages searches (see townFinderPath): every
 * town of the département's rows, by name the French way, each with the address of its page as
 * the site's layout writes it (`href`: `/metz`, or `/metz/` in `directory` format). None when
 * the site has no town table. A file per département, fetched on the field's first focus only.
 */
export function townFinderFiles(content: Content, href: (address: string) => string): OutputFile[] {
  if (!content.townText || content.towns.length === 0) return [];
  return [...byDepartement(content.towns)].map(([code, towns]) => {
    const list: FinderTown[] = byName(towns).map((town) => {
      const { label, href: address } = link(town);
      return [label, href(address)];
    });
    return { path: townFinderPath(code).slice(1), contents: JSON.stringify(list) };
  });
}
