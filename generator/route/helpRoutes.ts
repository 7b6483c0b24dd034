import { helpCategories, type HelpLink } from '../../model/helpArticle.js';
import type { Site } from '../../model/site.js';
import { pageGraph } from '../structuredData/pageGraph.js';
import type { Content } from '../validate/validateContent.js';
import type { HelpArticle } from '../validate/markdownPage.js';
import { fileForPath, type Route } from './route.js';

/** The help centre's address. */
export const helpCentrePath = '/centre-aide';

/** The help articles in the help centre's order: by category (as `helpCategories`), then `order`, then title. */
export function sortedArticles(articles: readonly HelpArticle[]): HelpArticle[] {
  const rank = (article: HelpArticle) => helpCategories.indexOf(article.front.category);
  return [...articles].sort(
    (a, b) => rank(a) - rank(b) || a.front.order - b.front.order || a.front.title.localeCompare(b.front.title, 'fr'),
  );
}

/** What the help centre and an article's neighbours show of an article. */
export function helpLink(article: HelpArticle): HelpLink {
  return {
    title: article.front.title,
    description: article.front.description,
    path: article.route,
    category: article.front.category,
  };
}

/**
 * A route for each help article at `/aide/<nom>`: its body, the articles before and after it
 * in the help centre's order, and the help centre's support cards.
 */
export function helpRoutes(content: Content, site: Site): Route[] {
  const articles = sortedArticles(content.helpArticles);
  const lastmod = site.sitemap.lastmod;
  return articles.map((article, index): Route => {
    const { front } = article;
    const previous = articles[index - 1];
    const next = articles[index + 1];
    return {
      path: article.route,
      file: fileForPath(article.route),
      title: front.title,
      description: front.description,
      page: 'helpArticle',
      props: {
        title: article.heading ?? front.title,
        description: front.description,
        category: front.category,
        updated: front.updated,
        html: article.html,
        previous: previous && helpLink(previous),
        next: next && helpLink(next),
        help: content.helpCentre,
        helpPath: helpCentrePath,
      },
      ...(front.draft ? {} : { sitemap: { ...front.sitemap, lastmod: front.updated ?? lastmod } }),
      sources: [article.file, 'content/support/centre-aide.yaml'],
      head: {
        jsonLd: pageGraph(site, {
          path: article.route,
          title: front.title,
          description: front.description,
          trail: [{ name: content.helpCentre.heading, path: helpCentrePath }],
        }),
      },
    };
  });
}
