import { weekText } from '../../model/openingHours.js';
import { isTownIndexed } from '../../model/townIndex.js';
import { departements, inDepartement } from '../../model/frenchPlace.js';
import type { Town, TownDirectory } from '../../model/town.js';
import { townTextFile } from '../validate/checkTowns.js';
import { townPlaceholders, townTextFor, townView, fill, formatCount } from '../content/townText.js';
import { TextFiller } from '../content/textFiller.js';
import { townTableFile } from '../load/townTable.js';
import type { Crumb } from '../structuredData/pageGraph.js';
import { fileForPath, type Route } from './route.js';
import { textSlug } from '../shared/slug.js';
import { indexRoute } from './indexRoute.js';
import type { TownContext } from './townContext.js';
import { initial, link, neighbourTokens, townToken } from './townLinks.js';
import { townOrder } from './townOrder.js';
import { townNeighbours } from './townNeighbours.js';
import { townRoute, type TownShared } from './townRoute.js';
import { townFinderPath } from './townFinderPath.js';
import { referencesByTown } from './referencesOf.js';
import { leaves, mapLeaves, shapeOf } from './townTexts.js';
import { splicedRoute, whenRead } from './whenRead.js';

/** The routes made from one département's rows: its list of towns, and each town's page with what it is made of. */
export interface DepartementRoutes {
  /** The slug of the département's hand-written page, which shows `directory`; none when `listing` starts with a page of its own. */
  page?: string;
  directory: TownDirectory;
  /** The page listing the towns (when the département has no page) and the pages of each initial letter. */
  listing: Route[];
  /** The generated town pages, by name, each with its row and its neighbours (see `townNeighbours`). */
  towns: { town: Town; near: Town[]; route: Route }[];
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
  const { content, text, handWritten, defaults, sitemap, members, index, townPages, held } = context;
  const departement = departements.get(code)!;
  const quoted = referencesByTown(content.references);
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
  const week = weekText(contact.hours, contact.saturdayHours);
  // The town's breadcrumb (structured data): its département, then its letter's page past `inlineTownsMax`.
  const trailOf = (town: Town): Crumb[] => {
    const up = { name: departement.name, path: hub };
    if (letters.size === 0) return [up];
    const group = groups.find((each) => each.letter === initial(town.name))!;
    return [up, { name: fill(d.letterTitle, values(group.letter, group.count)), path: group.href! }];
  };
  const filler = new TextFiller();
  const made = (town: Town) => {
    const values = townPlaceholders(town, {
      hours: week,
      replyHours: contact.replyHours,
      epciCount: members.get(town.facts.epci?.code ?? '')?.length ?? 0,
    });
    const filled = townTextFor({ text, values, listsNeighbours: (near.get(town)?.length ?? 0) > 0, filler });
    return {
      filled,
      view: townView({ text, town, values, departement: shared.departement, filler }),
      trail: trailOf(town),
    };
  };
  const generated = towns.filter((town) => !handWritten.has(town.slug));
  const shells = new Map<string, Route>();
  // One shell per shape of page: the same page with a token for each of a town's texts. Towns of
  // one shape have the same facts (a fact whose cell is empty is left out) and the same indexing.
  const shellFor = (shape: string, town: Town, indexed: boolean): Route => {
    const known = shells.get(shape);
    if (known) return known;
    const own = made(town);
    const count = leaves(own).length;
    // An empty text stays empty: the page leaves out what it would hold, for every town of the shape.
    const tokens = mapLeaves(own, (text, index) => (text === '' ? '' : townToken(index)));
    const template = townRoute({
      texts: tokens,
      name: townToken(count),
      slug: townToken(count + 1),
      neighbours: [neighbourTokens],
      shared,
      indexed,
    });
    shells.set(shape, template);
    return template;
  };
  return {
    ...(page && { page: page.slug }),
    directory,
    listing,
    towns: generated.map((town) => {
      const path = `/${town.slug}`;
      const edited = townPages[town.slug];
      const references = quoted.get(town.slug);
      // An editor's file or a customer's reference says something of the town: its page is indexed.
      const indexed = isTownIndexed(index, town.population, edited !== undefined || references !== undefined);
      const sitemapEntry = indexed
        ? { ...shared.sitemap!, ...(edited?.data.updated && { lastmod: edited.data.updated }) }
        : undefined;
      const routeSources = [...shared.sources, ...(edited ? [edited.file] : []), ...(references?.files ?? [])];
      const route = whenRead(
        { path, file: fileForPath(path), page: 'town', sitemap: sitemapEntry, sources: routeSources },
        () => {
          const own = made(town);
          const links = near.get(town)!.map(link);
          const whole = () =>
            townRoute({
              texts: own,
              name: town.name,
              slug: town.slug,
              neighbours: links,
              shared,
              indexed,
              editor: edited?.data,
              references: references?.references,
            });
          // A page with an editor's file or references is rendered whole: its shape is its own.
          if (edited || references) return { ...whole(), sources: routeSources };
          // Any other is spliced into its shape's shell: its props and structured data are made
          // only if something reads them (the shell's own route renders them with tokens).
          const texts = leaves(own);
          const shape = shapeOf(texts, indexed);
          return splicedRoute({
            title: own.filled.title,
            description: own.filled.description,
            whole,
            splice: {
              template: shellFor(shape, town, indexed),
              shape,
              values: [...texts, town.name, town.slug],
              neighbours: links,
            },
          });
        },
        held,
      );
      return { town, near: near.get(town)!, route };
    }),
  };
}
