import { weekText } from '../../model/openingHours.js';
import type { Town } from '../../model/town.js';
import { isTownIndexed } from '../../model/townIndex.js';
import { TextFiller } from '../content/textFiller.js';
import { townPlaceholders, townTextFor, townView } from '../content/townText.js';
import type { Crumb } from '../structuredData/pageGraph.js';
import { referencesByTown } from './referencesOf.js';
import { fileForPath, type Route } from './route.js';
import type { TownContext } from './townContext.js';
import { link, neighbourTokens, townToken } from './townLinks.js';
import { townRoute, type TownShared } from './townRoute.js';
import { leaves, mapLeaves, shapeOf } from './townTexts.js';
import { splicedRoute, whenRead } from './whenRead.js';

/** A generated town page with its row and its neighbours. */
export interface DepartementTown {
  town: Town;
  near: Town[];
  route: Route;
}

/**
 * The generated town pages of one département (`towns` in its order, less those with a
 * hand-written page), each made when first read: spliced into the shell of its shape, or whole
 * when an editor's file or a reference speaks of it.
 */
export function departementTowns({
  context,
  towns,
  near,
  shared,
  trailOf,
}: {
  context: TownContext;
  towns: Town[];
  /** Each town's neighbours (see `townNeighbours`). */
  near: Map<Town, Town[]>;
  shared: TownShared;
  /** The town's breadcrumb (structured data). */
  trailOf: (town: Town) => Crumb[];
}): DepartementTown[] {
  const { content, text, handWritten, members, index, townPages, held } = context;
  const quoted = referencesByTown(content.references);
  const { contact } = shared;
  const week = weekText(contact.hours, contact.saturdayHours);
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
  return generated.map((town) => {
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
  });
}
