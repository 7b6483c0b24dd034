import type { TownDirectory } from '../../model/town.js';
import { pageGraph } from '../structuredData/pageGraph.js';
import type { Content } from '../validate/validateContent.js';
import { fileForPath, type Route } from './route.js';

/** A page listing towns: a département's (when it has no page of its own) or one of its letters'. */
export function indexRoute({
  path,
  title,
  description,
  up,
  directory,
  sitemap,
  sources,
  site,
  crumb,
}: {
  path: string;
  title: string;
  description: string;
  /** The page above it, for its breadcrumb; none for the département's own list. */
  up?: { label: string; href: string };
  directory: TownDirectory;
  sitemap: Route['sitemap'];
  sources: string[];
  site: Content['site'];
  /** Its own name in the breadcrumb, when not its title. */
  crumb?: string;
}): Route {
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
