import type { LocalPageContent } from '../../model/local.js';
import type { TownLink } from '../../model/town.js';
import type { TownPage } from '../../model/townPage.js';
import type { Reference } from '../../model/reference.js';
import { placeGraph } from '../structuredData/placeGraph.js';
import type { Content } from '../validate/validateContent.js';
import { fileForPath, type Route } from './route.js';
import type { TownTexts } from './townTexts.js';
import type { TemporaryHours } from '../../model/temporaryHours.js';

/** What the town pages of one département share. */
export interface TownShared {
  site: Content['site'];
  sitemap: Route['sitemap'];
  sources: string[];
  region: string;
  departement: TownLink;
  eligibility: string;
  /** Its département's contact line; its periods of temporary hours are shown on the town's page too. */
  contact: {
    hours: string;
    saturdayHours?: string;
    replyHours: number;
    coverage?: string;
    cta?: string;
    temporaryHours?: TemporaryHours[];
  };
}

/** A town's page: its own texts, its neighbours, the contact of its département, an editor's file and references if any. */
export function townRoute({
  texts: { filled, view, trail },
  name,
  slug,
  neighbours,
  shared,
  indexed,
  editor,
  references,
}: {
  texts: TownTexts;
  name: string;
  slug: string;
  neighbours: TownLink[];
  shared: TownShared;
  indexed: boolean;
  editor?: TownPage;
  /** The references that name the town (see referencesByTown). */
  references?: Reference[];
}): Route {
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
      ...(references && { references }),
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
