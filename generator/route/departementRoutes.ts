import { departements, inDepartement } from '../../model/frenchPlace.js';
import type { Town, TownDirectory } from '../../model/town.js';
import { fill, formatCount } from '../content/townText.js';
import { townTableFile } from '../load/townTable.js';
import { textSlug } from '../shared/slug.js';
import type { Crumb } from '../structuredData/pageGraph.js';
import { townTextFile } from '../validate/checkTowns.js';
import { departementTowns, type DepartementTown } from './departementTowns.js';
import { indexRoute } from './indexRoute.js';
import type { Route } from './route.js';
import type { TownContext } from './townContext.js';
import { initial } from './townLinks.js';
import { townNeighbours } from './townNeighbours.js';
import { townOrder } from './townOrder.js';
import type { TownShared } from './townRoute.js';
import { townFinderPath } from './townFinderPath.js';

/** The routes made from one département's rows: its list of towns, and each town's page with what it is made of. */
export interface DepartementRoutes {
  /** The slug of the département's hand-written page, which shows `directory`; none when `listing` starts with a page of its own. */
  page?: string;
  directory: TownDirectory;
  /** The page listing the towns (when the département has no page) and the pages of each initial letter. */
  listing: Route[];
  /** The generated town pages, by name, each with its row and its neighbours (see `townNeighbours`). */
  towns: DepartementTown[];
}

/** The routes of one département's towns (`unsorted`, rows without problems). */
export function departementRoutes({
  context,
  code,
  unsorted,
}: {
  context: TownContext;
  code: string;
  unsorted: Town[];
}): DepartementRoutes {
  const { content, text, defaults, sitemap, members } = context;
  const departement = departements.get(code)!;
  const page = content.local.find(
    (entry) => entry.data.kind === 'department' && entry.data.geo.region === `FR-${code}`,
  );
  const base = `/communes/${textSlug(departement.name)}`;
  const hub = page ? `/${page.slug}` : base;
  const { towns, groups, letters } = townOrder(unsorted, base);
  const near = townNeighbours(towns, members);
  const values = (letter = '', count = towns.length) => ({
    departementName: departement.name,
    inDepartement: inDepartement(departement),
    letter,
    count: formatCount(count),
  });
  const d = text.directory;
  const finder = townFinderPath(code);
  const directory: TownDirectory = {
    heading: fill(d.heading, values()),
    intro: fill(d.intro, values()),
    groups,
    finder,
  };
  const sources = [townTableFile, townTextFile, ...(page ? [page.file] : [])];
  const listing: Route[] = [];
  if (!page)
    listing.push(
      indexRoute({
        path: base,
        title: fill(d.hubTitle, values()),
        description: fill(d.hubDescription, values()),
        directory,
        sitemap: sitemap(0.5),
        sources,
        site: content.site,
        crumb: departement.name,
      }),
    );
  for (const group of letters.size > 0 ? groups : []) {
    const inner: TownDirectory = {
      heading: directory.heading,
      intro: fill(d.intro, values(group.letter, group.count)),
      groups: letters.get(group.letter)!,
      finder,
    };
    listing.push(
      indexRoute({
        path: group.href!,
        title: fill(d.letterTitle, values(group.letter, group.count)),
        description: fill(d.letterDescription, values(group.letter, group.count)),
        up: { label: departement.name, href: hub },
        directory: inner,
        sitemap: sitemap(0.4),
        sources,
        site: content.site,
      }),
    );
  }
  const contact = page?.data.contact ?? {
    hours: defaults.hours,
    saturdayHours: defaults.saturdayHours,
    replyHours: defaults.replyHours,
  };
  const shared: TownShared = {
    site: content.site,
    sitemap: sitemap(0.5),
    sources: [...sources],
    region: page?.data.geo.region ?? `FR-${code}`,
    departement: { label: departement.name, href: hub },
    contact,
    eligibility: text.offer.eligibility,
  };
  // The town's breadcrumb (structured data): its département, then its letter's page past `inlineTownsMax`.
  const trailOf = (town: Town): Crumb[] => {
    const up = { name: departement.name, path: hub };
    if (letters.size === 0) return [up];
    const group = groups.find((each) => each.letter === initial(town.name))!;
    return [up, { name: fill(d.letterTitle, values(group.letter, group.count)), path: group.href! }];
  };
  return {
    ...(page && { page: page.slug }),
    directory,
    listing,
    towns: departementTowns({ context, towns, near, shared, trailOf }),
  };
}
