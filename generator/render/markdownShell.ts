import type { ImageTable } from '../../model/publishedImage.js';
import type { Site } from '../../model/site.js';
import { markdownPictures } from './markdownPictures.js';
import { extractLinks } from '../route/extractLinks.js';
import type { Route } from '../route/route.js';
import { markdownRoute } from '../route/markdownRoute.js';
import type { MarkdownPage as Page } from '../validate/markdownPage.js';
import { formatDate } from '../../templates/format.js';
import type { Spliced } from './spliced.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { scriptJson } from '../shared/scriptJson.js';

const token = {
  title: 'xxSHELLTITLExx',
  heading: 'xxSHELLHEADINGxx',
  description: 'xxSHELLDESCRIPTIONxx',
  path: '/xxSHELLPATHxx',
  updated: '2000-01-01',
  body: 'xxSHELLBODYxx',
};

/** A token's value: escaped for HTML, or for JSON inside the structured data's script. */
type Slot = keyof typeof token | 'titleJson' | 'headingJson' | 'descriptionJson' | 'pathJson';

/**
 * Markdown pages share everything but their title, description, address, date and body: the
 * document around them is rendered once per build (one shell per combination of a date line
 * and a draft mark; a draft is not indexed) and each page is spliced in. The output is byte for byte what rendering the page alone gives.
 */
export function createMarkdownShell(render: (route: Route) => string, site: Site, images?: ImageTable) {
  const shells = new Map<string, { parts: string[]; order: Slot[]; links: { hrefs: string[]; ids: string[] } }>();
  const build = (dated: boolean, draft: boolean) => {
    const page: Page = {
      file: '',
      route: token.path,
      body: token.body,
      html: token.body,
      heading: token.heading,
      front: {
        title: token.title,
        description: token.description,
        updated: dated ? token.updated : undefined,
        draft,
        sitemap: { priority: 0.5, changefreq: 'monthly' },
      },
    };
    const html = render(markdownRoute(page, { ...site, sitemap: { lastmod: token.updated } }));
    const marked = html
      .replace(token.body, '\u0000body\u0000')
      .replaceAll(formatDate(token.updated), '\u0000updated\u0000');
    const pattern = new RegExp(
      `\u0000(body|updated)\u0000|${token.title}|${token.heading}|${token.description}|${token.path.slice(1)}`,
      'g',
    );
    const scriptStart = marked.indexOf('<script type="application/ld+json">');
    const scriptEnd = marked.indexOf('</script>', scriptStart);
    const parts: string[] = [];
    const order: Slot[] = [];
    let last = 0;
    for (const match of marked.matchAll(pattern)) {
      parts.push(marked.slice(last, match.index));
      const name = match[1]
        ? (match[1] as 'body' | 'updated')
        : match[0] === token.title
          ? 'title'
          : match[0] === token.heading
            ? 'heading'
            : match[0] === token.description
              ? 'description'
              : 'path';
      // The structured data's script holds the same texts, escaped for JSON.
      const inScript = scriptStart >= 0 && match.index > scriptStart && match.index < scriptEnd;
      order.push(inScript && name !== 'body' && name !== 'updated' ? `${name}Json` : name);
      last = match.index! + match[0].length;
    }
    parts.push(marked.slice(last));
    return { parts, order, links: extractLinks(parts.join('')) };
  };
  /** The page's HTML, as shell parts and values, and its links: the shell's, found once, plus the body's. */
  return (page: Page): { html: Spliced; links: { hrefs: string[]; ids: string[] } } => {
    const [dated, draft] = [Boolean(page.front.updated), Boolean(page.front.draft)];
    let shell = shells.get(`${dated}/${draft}`);
    if (!shell) shells.set(`${dated}/${draft}`, (shell = build(dated, draft)));
    const values: Record<Slot, string> = {
      title: escapeHtml(page.front.title),
      // The body's `# Titre` when it starts with one (see pageTitle), shown in the page's `<h1>`.
      heading: escapeHtml(page.heading ?? page.front.title),
      headingJson: scriptJson(page.heading ?? page.front.title),
      description: escapeHtml(page.front.description),
      path: escapeHtml(page.route.slice(1)),
      titleJson: scriptJson(page.front.title),
      descriptionJson: scriptJson(page.front.description),
      pathJson: scriptJson(page.route.slice(1)),
      updated: page.front.updated ? formatDate(page.front.updated) : '',
      body: markdownPictures(page.html, images),
    };
    // Read from the body's Markdown and markup, never from its code (see pageLinks).
    const body = page.links ?? extractLinks(values.body);
    return {
      html: { parts: shell.parts, values: shell.order.map((name) => values[name]) },
      links: { hrefs: [...new Set([...shell.links.hrefs, ...body.hrefs])], ids: [...shell.links.ids, ...body.ids] },
    };
  };
}
