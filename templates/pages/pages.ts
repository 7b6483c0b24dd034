import type { ComponentProps, ComponentType } from 'react';
import { Catalogue } from './Catalogue.js';
import { Documentation } from './Documentation.js';
import { Features } from './Features.js';
import { FibrePage } from './FibrePage.js';
import { HelpArticle } from './HelpArticle.js';
import { HelpCentre } from './HelpCentre.js';
import { Home } from './Home.js';
import { LocalPage } from './LocalPage.js';
import { MarkdownPage } from './MarkdownPage.js';
import { NotFound } from './NotFound.js';
import { SectorPage } from './SectorPage.js';
import { Switchboard } from './Switchboard.js';
import { Tutorials } from './Tutorials.js';
import { TownIndex } from './TownIndex.js';
import { TownPage } from './TownPage.js';

const components = {
  home: Home,
  switchboard: Switchboard,
  fibre: FibrePage,
  catalogue: Catalogue,
  features: Features,
  helpCentre: HelpCentre,
  helpArticle: HelpArticle,
  documentation: Documentation,
  tutorials: Tutorials,
  sector: SectorPage,
  local: LocalPage,
  town: TownPage,
  townIndex: TownIndex,
  markdown: MarkdownPage,
  notFound: NotFound,
};

/** The name of a page component: what a route names to say how its page body is drawn. */
export type PageName = keyof typeof components;

/** The props each page component takes, by name (always an object, which lets the render stage spread them). */
export type PageProps = { [N in PageName]: ComponentProps<(typeof components)[N]> & object };

/**
 * Every page component by name. The route table (in the generator) names a component and gives
 * its props, type-checked together; the render stage draws it from here, so the route stage
 * never loads template code.
 */
export const pages: { [N in PageName]: ComponentType<PageProps[N]> } = components;
