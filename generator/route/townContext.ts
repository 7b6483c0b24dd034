import { writtenWeek } from '../../model/openingHours.js';
import { defaultTownIndex, type TownIndex } from '../../model/townIndex.js';
import type { Town } from '../../model/town.js';
import type { TownPages } from '../validate/checkTownPages.js';
import type { Content } from '../validate/validateContent.js';
import type { Route } from './route.js';
import { epciMembers } from './townNeighbours.js';
import { HeldRoutes } from './whenRead.js';

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
      replyHours: Number(/(?<!\d)(\d+)\s*h/.exec(site.contact.replyPromise)?.[1] ?? 2),
    },
    sitemap: (priority) => ({ priority, changefreq: 'monthly' as const, lastmod }),
    members: epciMembers(content.towns),
    index: site.towns?.index ?? defaultTownIndex,
    townPages: content.townPages ?? {},
    held: new HeldRoutes(),
  };
}
