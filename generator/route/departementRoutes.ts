import { weekText, writtenWeek } from '../../model/openingHours.js';
import { defaultTownIndex, isTownIndexed, type TownIndex } from '../../model/townIndex.js';
import type { TownPage } from '../../model/townPage.js';
import { departements, inDepartement } from '../../model/frenchPlace.js';
import type { LocalPageContent } from '../../model/local.js';
import type { Town, TownDirectory, TownLink, TownView } from '../../model/town.js';
import { townTextFile } from '../validate/checkTowns.js';
import { townPlaceholders, townTextFor, townView, fill, formatCount } from '../content/townText.js';
import type { TownPages } from '../validate/checkTownPages.js';
import { townTableFile } from '../load/townTable.js';
import type { Crumb } from '../structuredData/pageGraph.js';
import { pageGraph } from '../structuredData/pageGraph.js';
import { placeGraph } from '../structuredData/placeGraph.js';
import type { Content } from '../validate/validateContent.js';
import { fileForPath, type Route } from './route.js';
import { textSlug } from '../shared/slug.js';
import { initial, link, neighbourTokens, townToken } from './townLinks.js';
import { townOrder } from './townOrder.js';
import { epciMembers, townNeighbours } from './townNeighbours.js';
import { HeldRoutes, whenRead } from './whenRead.js';

/** What the routes of every département's towns are made from. */
export interface TownContext {
  content: Content;
  text: NonNullable<Content['townText']>;
  handWritten: Set<string>;
  defaults: { hours: string; saturdayHours?: string; replyHours: number };
  sitemap: (priority: number) => NonNullable<Route['sitemap']>;
  /** Towns of the whole table by intercommunalité, for neighbours across a département's border. */
  members: Map<string, Town[]>;
  /** Which town pages are indexed (`towns.index` of `site.yaml`). */
  index: TownIndex;
  /** Editors' files about towns, by slug. */
  townPages: TownPages;
  /** The town routes whose values are made and held now (see whenRead). */
  held: HeldRoutes;
}

/** The `TownContext` of the content. */
export function townContext(content: Content): TownContext {
  const { site } = content;
  const text = content.townText!;
  const week = writtenWeek(site.contact.hours);
  const lastmod = text.updated ?? site.sitemap.lastmod;
  return {
    content,
    text,
    handWritten: new Set(content.local.map((entry) => entry.slug)),
    defaults: {
      hours: week.weekdays || '9h–18h',
      saturdayHours: week.saturday,
      replyHours: Number(/(\d+)\s*h/.exec(site.contact.replyPromise)?.[1] ?? 2),
    },
    sitemap: (priority) => ({ priority, changefreq: 'monthly' as const, lastmod }),
    members: epciMembers(content.towns),
    index: site.towns?.index ?? defaultTownIndex,
    townPages: content.townPages ?? {},
    held: new HeldRoutes(),
  };
}

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

/**
 * The routes of one département's towns (`unsorted`, rows without problems). `shell` gives the
 * département's shell already made (`site dev` patching a few rows keeps the one its pages use).
 */
export function departementRoutes(
  context: TownContext,
  code: string,
  unsorted: Town[],
  shells: Map<string, Route> = new Map(),
): DepartementRoutes {
  const { content, text, handWritten, defaults, sitemap, members, index, townPages, held } = context;
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
  const directory: TownDirectory = { heading: fill(d.heading, values()), intro: fill(d.intro, values()), groups };
  const sources = [townTableFile, townTextFile, ...(page ? [page.file] : [])];
  const listing: Route[] = [];
  if (!page)
    listing.push(
      indexRoute(
        base,
        fill(d.hubTitle, values()),
        fill(d.hubDescription, values()),
        undefined,
        directory,
        sitemap(0.5),
        sources,
        { site: content.site, crumb: departement.name },
      ),
    );
  for (const group of letters.size > 0 ? groups : []) {
    const inner: TownDirectory = {
      heading: directory.heading,
      intro: fill(d.intro, values(group.letter, group.count)),
      groups: letters.get(group.letter)!,
    };
    listing.push(
      indexRoute(
        group.href!,
        fill(d.letterTitle, values(group.letter, group.count)),
        fill(d.letterDescription, values(group.letter, group.count)),
        { label: departement.name, href: hub },
        inner,
        sitemap(0.4),
        sources,
        { site: content.site },
      ),
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
  const made = (town: Town) => {
    const values = townPlaceholders(town, {
      hours: week,
      replyHours: contact.replyHours,
      epciCount: members.get(town.facts.epci?.code ?? '')?.length ?? 0,
    });
    const filled = townTextFor(text, values, (near.get(town)?.length ?? 0) > 0);
    return { filled, view: townView(text, town, values, shared.departement), trail: trailOf(town) };
  };
  const generated = towns.filter((town) => !handWritten.has(town.slug));
  // One shell per shape of page: the same page with a token for each of a town's texts. Towns of
  // one shape have the same facts (a fact whose cell is empty is left out) and the same indexing.
  const shellFor = (shape: string, town: Town, indexed: boolean): Route => {
    const known = shells.get(shape);
    if (known) return known;
    const own = made(town);
    const count = leaves(own).length;
    // An empty text stays empty: the page leaves out what it would hold, for every town of the shape.
    const tokens = mapLeaves(own, (text, index) => (text === '' ? '' : townToken(index)));
    const template = townRoute(tokens, townToken(count), townToken(count + 1), [neighbourTokens], shared, indexed);
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
      const indexed = isTownIndexed(index, town.population, edited !== undefined);
      const sitemapEntry = indexed
        ? { ...shared.sitemap!, ...(edited?.data.updated && { lastmod: edited.data.updated }) }
        : undefined;
      const routeSources = edited ? [...shared.sources, edited.file] : shared.sources;
      const route = whenRead(
        { path, file: fileForPath(path), page: 'town', sitemap: sitemapEntry, sources: routeSources },
        () => {
          const own = made(town);
          const links = near.get(town)!.map(link);
          const route = townRoute(own, town.name, town.slug, links, shared, indexed, edited?.data);
          // A page with an editor's file is rendered whole: its shape is its own.
          if (edited) return { ...route, sources: routeSources };
          const texts = leaves(own);
          const shape = shapeOf(texts, indexed);
          return {
            ...route,
            splice: {
              template: shellFor(shape, town, indexed),
              shape,
              values: [...texts, town.name, town.slug],
              neighbours: links,
            },
          };
        },
        held,
      );
      return { town, near: near.get(town)!, route };
    }),
  };
}

/**
 * What decides the markup of a town page around its texts: which of them are empty (a fact the
 * row lacks, no intercommunalité) and whether it is indexed. Towns of one shape share a shell.
 */
function shapeOf(texts: readonly string[], indexed: boolean): string {
  let shape = indexed ? 'indexed:' : 'noindex:';
  for (const text of texts) shape += text === '' ? '0' : '1';
  return shape;
}

/** What the town pages of one département share. */
interface TownShared {
  site: Content['site'];
  sitemap: Route['sitemap'];
  sources: string[];
  region: string;
  departement: TownLink;
  eligibility: string;
  contact: { hours: string; saturdayHours?: string; replyHours: number; coverage?: string; cta?: string };
}

type FilledText = ReturnType<typeof townTextFor>;
/** A town's own texts: those of the head and the lists, those of its page, its breadcrumb's (structured data). */
type TownTexts = { filled: FilledText; view: TownView; trail: Crumb[] };

/** A town's page: its own texts, its neighbours, the contact of its département, an editor's file if any. */
function townRoute(
  { filled, view, trail }: TownTexts,
  name: string,
  slug: string,
  neighbours: TownLink[],
  shared: TownShared,
  indexed: boolean,
  editor?: TownPage,
): Route {
  const data: LocalPageContent = {
    kind: 'city',
    name,
    title: filled.title,
    description: filled.description,
    keywords: filled.keywords,
    ogTitle: filled.ogTitle,
    ogDescription: filled.ogDescription,
    geo: { region: shared.region, placename: name },
    hero: { ...view.hero, points: [] },
    local: { heading: '', text: '' },
    contact: { coverage: filled.fallback.coverage, cta: filled.fallback.cta, ...shared.contact },
  };
  const path = `/${slug}`;
  return {
    path,
    file: fileForPath(path),
    title: data.title,
    description: data.description,
    page: 'town',
    props: {
      town: view,
      nearby: {
        heading: filled.nearbyHeading,
        intro: filled.nearbyIntro,
        departement: shared.departement,
        region: filled.region,
        neighbours,
      },
      contact: data.contact,
      // Not a town's text: the same label on every page, kept out of the shell's tokens (an island's JSON props).
      eligibility: shared.eligibility,
      ...(editor && { editor }),
    },
    ...(indexed && { sitemap: shared.sitemap }),
    sources: shared.sources,
    head: {
      keywords: data.keywords,
      ogTitle: data.ogTitle,
      ogDescription: data.ogDescription,
      geo: data.geo,
      jsonLd: placeGraph(shared.site, {
        path,
        title: data.title,
        description: data.description,
        kind: 'city',
        name,
        departement: shared.departement.label,
        contact: data.contact,
        trail,
      }),
    },
  };
}

/** The text leaves of a town's texts, in the order `mapLeaves` numbers them (addresses left out, see there). */
function leaves(texts: TownTexts): string[] {
  const found: string[] = [];
  // Read for every town: a walk that builds nothing (mapLeaves copies every object).
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else for (const key in value as object) if (key !== 'href') walk((value as Record<string, unknown>)[key]);
  };
  walk(texts);
  return found;
}

/** The texts with each leaf replaced, leaves numbered in the order `leaves` lists them. */
function mapLeaves(texts: TownTexts, replace: (text: string, index: number) => string): TownTexts {
  let index = 0;
  // Addresses (`href`) are the same for every town of a département and stay out of the shell's
  // tokens: written as they are, its links are found once, in the shell.
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return replace(value, index++);
    if (Array.isArray(value)) return value.map(walk);
    return Object.fromEntries(
      Object.entries(value as object).map(([key, inner]) => [key, key === 'href' ? inner : walk(inner)]),
    );
  };
  return walk(texts) as TownTexts;
}

function indexRoute(
  path: string,
  title: string,
  description: string,
  up: { label: string; href: string } | undefined,
  directory: TownDirectory,
  sitemap: Route['sitemap'],
  sources: string[],
  { site, crumb }: { site: Content['site']; crumb?: string },
): Route {
  return {
    path,
    file: fileForPath(path),
    title,
    description,
    page: 'townIndex',
    props: { heading: title, intro: description, up, directory },
    sitemap,
    sources,
    head: {
      jsonLd: pageGraph(site, {
        path,
        title,
        description,
        type: 'CollectionPage',
        trail: up ? [{ name: up.label, path: up.href }] : [],
        crumb,
      }),
    },
  };
}
