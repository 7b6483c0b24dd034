import type { Route } from '../../generator/route/route.js';

/** A generated page the browser gates visit, with the département file it is drawn from. */
export interface SampledTown {
  path: string;
  file: string;
  title: string;
  /** The département's content file, such as `content/local/moselle.yaml`. */
  departement: string;
  /** A town page (spliced into its département's shell) or a page listing towns by letter. */
  kind: 'town' | 'index';
}

/**
 * The pages generated from content/local/towns.csv that the gates check: thousands of them are
 * a few templates filled with a row each, so the gates visit, for each département, the first
 * and the last town of its shell and its first page of towns by letter.
 */
export function townSample(routes: Route[]): SampledTown[] {
  const sample: SampledTown[] = [];
  const byDepartement = new Map<string, Route[]>();
  for (const route of routes.filter((candidate) => candidate.sources[0] === 'content/local/towns.csv')) {
    const departement = departementOf(route);
    byDepartement.set(departement, [...(byDepartement.get(departement) ?? []), route]);
  }
  for (const [departement, generated] of byDepartement) {
    const towns = generated.filter((route) => route.splice);
    const index = generated.find((route) => route.page === 'townIndex');
    for (const route of new Set([towns[0], towns.at(-1)]))
      if (route) sample.push({ ...summary(route), departement, kind: 'town' });
    if (index) sample.push({ ...summary(index), departement, kind: 'index' });
  }
  return sample;
}

/** The département content file among a generated page's sources. */
export function departementOf(route: Route): string {
  return route.sources.find((source) => /^content\/local\/[^/]+\.yaml$/.test(source)) ?? '';
}

function summary(route: Route): { path: string; file: string; title: string } {
  return { path: route.path, file: route.file, title: route.title };
}
