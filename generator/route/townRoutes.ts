import { localBusiness } from '../content/localBusiness.js';
import { townPlaceholders, townTextFor, fill, formatCount } from '../content/townText.js';
import { townTextFile } from '../content/checkTowns.js';
import type { Problem } from '../errors.js';
import { townTableFile } from '../load/townTable.js';
import { departements, inDepartement } from '../../model/frenchPlace.js';
import type { LocalPageContent } from '../../model/local.js';
import type { Town, TownDirectory } from '../../model/town.js';
import type { Content } from '../validate/validateContent.js';
import { fileForPath, type Route } from './route.js';
import { byName, groupByInitial, initial, inlineTownsMax, link, neighbours, slugify } from './townLinks.js';

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
    problems.push({ position: { file: townTableFile, line: town.line, column: town.slugColumn }, field: 'slug', message: `"${town.slug}" is already the address of a page of the site (/${town.slug})`, hint: 'give this town another slug, e.g. with its département code: ' + `${town.slug}-${town.departement}.` });
    return false;
  });
  const { site } = content;
  const defaults = { hours: /\d{1,2}h–\d{1,2}h/.exec(site.contact.hours)?.[0] ?? '9h–18h', replyHours: Number(/(\d+)\s*h/.exec(site.contact.replyPromise)?.[1] ?? 2) };
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
      for (const group of directory.groups) {
        const letterTowns = towns.filter((town) => initial(town.name) === group.letter);
        const inner: TownDirectory = { heading: directory.heading, intro: fill(d.intro, values(group.letter, group.count)), groups: groupByInitial(letterTowns) };
        added.push(indexRoute(group.href!, fill(d.letterTitle, values(group.letter, group.count)), fill(d.letterDescription, values(group.letter, group.count)), { label: departement.name, href: hub }, inner, sitemap(0.4), sources));
      }
    }
    const contact = page?.data.contact ?? { hours: defaults.hours, replyHours: defaults.replyHours };
    const near = neighbours(towns);
    for (const town of towns) {
      if (handWritten.has(town.slug)) continue;
      const filled = townTextFor(text, townPlaceholders(town));
      const data: LocalPageContent = {
        kind: 'city', name: town.name, title: filled.title, description: filled.description, keywords: filled.keywords, ogTitle: filled.ogTitle, ogDescription: filled.ogDescription,
        geo: { region: page?.data.geo.region ?? `FR-${code}`, placename: town.name },
        hero: filled.hero, local: filled.local,
        contact: { coverage: filled.fallback.coverage, cta: filled.fallback.cta, ...contact },
      };
      const path = `/${town.slug}`;
      added.push({
        path, file: fileForPath(path), title: data.title, description: data.description, page: 'local',
        props: { page: data, sections: content.localSections, nearby: { heading: filled.nearbyHeading, departement: { label: departement.name, href: hub }, neighbours: near.get(town)!.map(link) } },
        sitemap: sitemap(0.5),
        sources: [...sources, 'content/local-sections.yaml'],
        head: { keywords: data.keywords, ogTitle: data.ogTitle, ogDescription: data.ogDescription, geo: data.geo, jsonLd: localBusiness(site, data, `${site.baseUrl}${path}`) },
      });
    }
  }
  const withDirectories = routes.map((route): Route => {
    const directory = route.page === 'local' ? directories.get(route.path.slice(1)) : undefined;
    return directory && route.page === 'local' ? { ...route, props: { ...route.props, directory }, sources: [...route.sources, townTableFile, townTextFile] } : route;
  });
  return { routes: [...withDirectories, ...added], problems };
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
