import { writtenWeek } from '../../model/openingHours.js';
import { departements, inDepartement } from '../../model/frenchPlace.js';
import type { LocalPageContent } from '../../model/local.js';
import type { Town, TownDirectory, TownLink } from '../../model/town.js';
import { townTextFile } from '../content/checkTowns.js';
import { townPlaceholders, townTextFor, fill, formatCount } from '../content/townText.js';
import { townTableFile } from '../load/townTable.js';
import type { Crumb } from '../structuredData/pageGraph.js';
import { pageGraph } from '../structuredData/pageGraph.js';
import { placeGraph } from '../structuredData/placeGraph.js';
import type { Content } from '../validate/validateContent.js';
import { fileForPath, type Route } from './route.js';
import { initial, link, neighbourTokens, slugify, townToken } from './townLinks.js';
import { townOrder } from './townOrder.js';
import { whenRead } from './whenRead.js';

/** What the routes of every département's towns are made from. */
export interface TownContext {
  content: Content;
  text: NonNullable<Content['townText']>;
  handWritten: Set<string>;
  defaults: { hours: string; saturdayHours?: string; replyHours: number };
  sitemap: (priority: number) => NonNullable<Route['sitemap']>;
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
  };
}

/** The routes made from one département's rows: its list of towns, and each town's page with what it is made of. */
export interface DepartementRoutes {
  /** The slug of the département's hand-written page, which shows `directory`; none when `listing` starts with a page of its own. */
  page?: string;
  directory: TownDirectory;
  /** The page listing the towns (when the département has no page) and the pages of each initial letter. */
  listing: Route[];
  /** The generated town pages, by name, each with its row and its neighbours. */
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
  shell?: () => Route,
): DepartementRoutes {
  const { content, text, handWritten, defaults, sitemap } = context;
  const departement = departements.get(code)!;
  const page = content.local.find(
    (entry) => entry.data.kind === 'department' && entry.data.geo.region === `FR-${code}`,
  );
  const base = `/communes/${slugify(departement.name)}`;
  const hub = page ? `/${page.slug}` : base;
  const { towns, near, groups, letters } = townOrder(unsorted, base);
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
  const shared: TownShared = {
    site: content.site,
    sections: content.localSections,
    sitemap: sitemap(0.5),
    sources: [...sources, 'content/local-sections.yaml'],
    region: page?.data.geo.region ?? `FR-${code}`,
    departement: { label: departement.name, href: hub },
    contact: page?.data.contact ?? {
      hours: defaults.hours,
      saturdayHours: defaults.saturdayHours,
      replyHours: defaults.replyHours,
    },
  };
  const generated = towns.filter((town) => !handWritten.has(town.slug));
  const trailOf = (town: Town): Crumb[] => {
    const up = { name: departement.name, path: hub };
    if (letters.size === 0) return [up];
    const group = groups.find((each) => each.letter === initial(town.name))!;
    return [up, { name: fill(d.letterTitle, values(group.letter, group.count)), path: group.href! }];
  };
  // The département's shell: the same page with a token for each of the first town's texts.
  let template: Route | undefined;
  const made = (): Route => {
    if (template) return template;
    const filled = townTextFor(text, townPlaceholders(generated[0]!));
    const trail = trailOf(generated[0]!);
    const count = leaves(filled).length;
    const trailTokens = trail.map((_, index) => ({
      name: townToken(count + 2 + 2 * index),
      path: `/${townToken(count + 3 + 2 * index)}`,
    }));
    return (template = townRoute(
      mapLeaves(filled, (_, index) => townToken(index)),
      townToken(count),
      townToken(count + 1),
      [neighbourTokens],
      shared,
      trailTokens,
    ));
  };
  const shellOf = shell ?? made;
  return {
    ...(page && { page: page.slug }),
    directory,
    listing,
    towns: generated.map((town) => {
      const path = `/${town.slug}`;
      const route = whenRead(
        { path, file: fileForPath(path), page: 'local', sitemap: shared.sitemap, sources: shared.sources },
        () => {
          const filled = townTextFor(text, townPlaceholders(town));
          return {
            ...townRoute(filled, town.name, town.slug, near.get(town)!.map(link), shared, trailOf(town)),
            splice: {
              template: shellOf(),
              values: [
                ...leaves(filled),
                town.name,
                town.slug,
                ...trailOf(town).flatMap((crumb) => [crumb.name, crumb.path.slice(1)]),
              ],
              neighbours: near.get(town)!.map(link),
            },
          };
        },
      );
      return { town, near: near.get(town)!, route };
    }),
  };
}

/** What the town pages of one département share. */
interface TownShared {
  site: Content['site'];
  sections: Content['localSections'];
  sitemap: Route['sitemap'];
  sources: string[];
  region: string;
  departement: TownLink;
  contact: { hours: string; saturdayHours?: string; replyHours: number; coverage?: string; cta?: string };
}

type FilledText = ReturnType<typeof townTextFor>;

/** A town's page: the shared text filled for it, the contact of its département, its breadcrumb. */
function townRoute(
  filled: FilledText,
  name: string,
  slug: string,
  nearby: TownLink[],
  shared: TownShared,
  trail: Crumb[],
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
    hero: filled.hero,
    local: filled.local,
    contact: { coverage: filled.fallback.coverage, cta: filled.fallback.cta, ...shared.contact },
  };
  const path = `/${slug}`;
  return {
    path,
    file: fileForPath(path),
    title: data.title,
    description: data.description,
    page: 'local',
    props: {
      page: data,
      sections: shared.sections,
      nearby: { heading: filled.nearbyHeading, departement: shared.departement, neighbours: nearby },
    },
    sitemap: shared.sitemap,
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

/** The text leaves of a filled text, in a fixed order. */
function leaves(filled: FilledText): string[] {
  const found: string[] = [];
  mapLeaves(filled, (text) => (found.push(text), text));
  return found;
}

/** The filled text with each leaf replaced, leaves numbered in the order `leaves` lists them. */
function mapLeaves(filled: FilledText, replace: (text: string, index: number) => string): FilledText {
  let index = 0;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return replace(value, index++);
    if (Array.isArray(value)) return value.map(walk);
    return Object.fromEntries(Object.entries(value as object).map(([key, inner]) => [key, walk(inner)]));
  };
  return walk(filled) as FilledText;
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
