import { writtenWeek } from '../../model/openingHours.js';
import { localBusiness } from '../content/localBusiness.js';
import { townPlaceholders, townTextFor, fill, formatCount } from '../content/townText.js';
import { townTextFile } from '../content/checkTowns.js';
import type { Problem } from '../errors.js';
import { problemOf } from '../messages/messageKind.js';
import { townSlugTaken } from '../messages/routeMessages.js';
import { townTableFile } from '../load/townTable.js';
import { departements, inDepartement } from '../../model/frenchPlace.js';
import type { LocalPageContent } from '../../model/local.js';
import type { Town, TownDirectory, TownLink } from '../../model/town.js';
import type { Content } from '../validate/validateContent.js';
import { fileForPath, type Route } from './route.js';
import { whenRead } from './whenRead.js';
import { byName, groupByInitial, initial, inlineTownsMax, link, neighbours, neighbourTokens, slugify, townToken } from './townLinks.js';

/**
 * The pages made from `content/local/towns.csv`: one per row (unless `content/local/<slug>.yaml`
 * writes it by hand), the list of each département's towns (on the département's own page, or
 * on a page `/communes/<département>` when it has none; past `inlineTownsMax` towns, one page
 * per initial letter). Returns the whole route table and the rows whose address is taken.
 */
export function townRoutes(content: Content, routes: Route[]): { routes: Route[]; problems: Problem[] } {
  const text = content.townText;
  if (!text || content.towns.length === 0) return { routes, problems: [] };
  const problems: Problem[] = [];
  const handWritten = new Set(content.local.map((entry) => entry.slug));
  const taken = new Set(routes.map((route) => route.path));
  const kept = content.towns.filter((town) => {
    if (handWritten.has(town.slug) || !taken.has(`/${town.slug}`)) return true;
    problems.push(problemOf(townSlugTaken, { slug: town.slug, departement: town.departement }, { file: townTableFile, line: town.line, column: town.slugColumn }, 'slug'));
    return false;
  });
  const { site } = content;
  const week = writtenWeek(site.contact.hours);
  const defaults = { hours: week.weekdays || '9h–18h', saturdayHours: week.saturday, replyHours: Number(/(\d+)\s*h/.exec(site.contact.replyPromise)?.[1] ?? 2) };
  const lastmod = text.updated ?? site.sitemap.lastmod;
  const sitemap = (priority: number) => ({ priority, changefreq: 'monthly' as const, lastmod });
  const byDepartement = new Map<string, Town[]>();
  for (const town of kept) {
    const list = byDepartement.get(town.departement);
    if (list) list.push(town);
    else byDepartement.set(town.departement, [town]);
  }
  const added: Route[] = [];
  const directories = new Map<string, TownDirectory>();
  for (const [code, unsorted] of byDepartement) {
    const departement = departements.get(code)!;
    const page = content.local.find((entry) => entry.data.kind === 'department' && entry.data.geo.region === `FR-${code}`);
    const base = `/communes/${slugify(departement.name)}`;
    const hub = page ? `/${page.slug}` : base;
    const towns = byName(unsorted);
    const values = (letter = '', count = towns.length) => ({ departementName: departement.name, inDepartement: inDepartement(departement), letter, count: formatCount(count) });
    const d = text.directory;
    const split = towns.length > inlineTownsMax;
    const directory: TownDirectory = { heading: fill(d.heading, values()), intro: fill(d.intro, values()), groups: groupByInitial(towns, split ? (letter) => `${base}/${letter.toLowerCase()}` : undefined) };
    const sources = [townTableFile, townTextFile, ...(page ? [page.file] : [])];
    if (page) directories.set(page.slug, directory);
    else added.push(indexRoute(base, fill(d.hubTitle, values()), fill(d.hubDescription, values()), undefined, directory, sitemap(0.5), sources));
    if (split) {
      // Each name's initial once: filtering all towns again for each letter was a second at 35,000 towns.
      const byInitial = new Map<string, Town[]>();
      for (const town of towns) {
        const letter = initial(town.name);
        const list = byInitial.get(letter);
        if (list) list.push(town);
        else byInitial.set(letter, [town]);
      }
      for (const group of directory.groups) {
        const letterTowns = byInitial.get(group.letter) ?? [];
        const inner: TownDirectory = { heading: directory.heading, intro: fill(d.intro, values(group.letter, group.count)), groups: groupByInitial(letterTowns) };
        added.push(indexRoute(group.href!, fill(d.letterTitle, values(group.letter, group.count)), fill(d.letterDescription, values(group.letter, group.count)), { label: departement.name, href: hub }, inner, sitemap(0.4), sources));
      }
    }
    const shared: TownShared = {
      site, sections: content.localSections, sitemap: sitemap(0.5), sources: [...sources, 'content/local-sections.yaml'],
      region: page?.data.geo.region ?? `FR-${code}`, departement: { label: departement.name, href: hub },
      contact: page?.data.contact ?? { hours: defaults.hours, saturdayHours: defaults.saturdayHours, replyHours: defaults.replyHours },
    };
    const near = neighbours(towns);
    const generated = towns.filter((town) => !handWritten.has(town.slug));
    // The département's shell: the same page with a token for each of the first town's texts.
    let template: Route | undefined;
    const shell = (): Route => {
      if (template) return template;
      const filled = townTextFor(text, townPlaceholders(generated[0]!));
      const count = leaves(filled).length;
      return (template = townRoute(mapLeaves(filled, (_, index) => townToken(index)), townToken(count), townToken(count + 1), [neighbourTokens], shared));
    };
    for (const town of generated) {
      const path = `/${town.slug}`;
      added.push(whenRead({ path, file: fileForPath(path), page: 'local', sitemap: shared.sitemap, sources: shared.sources }, () => {
        const filled = townTextFor(text, townPlaceholders(town));
        return { ...townRoute(filled, town.name, town.slug, near.get(town)!.map(link), shared), splice: { template: shell(), values: [...leaves(filled), town.name, town.slug], neighbours: near.get(town)!.map(link) } };
      }));
    }
  }
  const withDirectories = routes.map((route): Route => {
    const directory = route.page === 'local' ? directories.get(route.path.slice(1)) : undefined;
    return directory && route.page === 'local' ? { ...route, props: { ...route.props, directory }, sources: [...route.sources, townTableFile, townTextFile] } : route;
  });
  return { routes: [...withDirectories, ...added], problems };
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

/** A town's page: the shared text filled for it, the contact of its département. */
function townRoute(filled: FilledText, name: string, slug: string, nearby: TownLink[], shared: TownShared): Route {
  const data: LocalPageContent = {
    kind: 'city', name, title: filled.title, description: filled.description, keywords: filled.keywords, ogTitle: filled.ogTitle, ogDescription: filled.ogDescription,
    geo: { region: shared.region, placename: name },
    hero: filled.hero, local: filled.local,
    contact: { coverage: filled.fallback.coverage, cta: filled.fallback.cta, ...shared.contact },
  };
  const path = `/${slug}`;
  return {
    path, file: fileForPath(path), title: data.title, description: data.description, page: 'local',
    props: { page: data, sections: shared.sections, nearby: { heading: filled.nearbyHeading, departement: shared.departement, neighbours: nearby } },
    sitemap: shared.sitemap,
    sources: shared.sources,
    head: { keywords: data.keywords, ogTitle: data.ogTitle, ogDescription: data.ogDescription, geo: data.geo, jsonLd: localBusiness(shared.site, data, `${shared.site.baseUrl}${path}`) },
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

function indexRoute(path: string, title: string, description: string, up: { label: string; href: string } | undefined, directory: TownDirectory, sitemap: Route['sitemap'], sources: string[]): Route {
  return { path, file: fileForPath(path), title, description, page: 'townIndex', props: { heading: title, intro: description, up, directory }, sitemap, sources };
}

/** Footer links to the lists of towns of départements that have no page of their own. */
export function townHubLinks(content: Content): { label: string; href: string }[] {
  if (!content.townText) return [];
  const regions = new Set(content.local.filter((entry) => entry.data.kind === 'department').map((entry) => entry.data.geo.region));
  const codes = new Set(content.towns.map((town) => town.departement).filter((code) => !regions.has(`FR-${code}`)));
  return [...codes].map((code) => departements.get(code)!.name).map((name) => ({ label: name, href: `/communes/${slugify(name)}` }));
}
