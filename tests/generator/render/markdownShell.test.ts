import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../../generator/markdown/compileMarkdown.js';
import { loadContent } from '../../../generator/load/loadContent.js';
import { createMarkdownShell } from '../../../generator/render/markdownShell.js';
import { renderPage } from '../../../generator/render/renderPages.js';
import { htmlText } from '../../../generator/render/spliced.js';
import { markdownRoute } from '../../../generator/route/markdownRoute.js';
import { routePages } from '../../../generator/route/routePages.js';
import { siteContext } from '../../../generator/render/siteContext.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import type { MarkdownPage } from '../../../generator/validate/markdownPage.js';
import { reservedIds } from '../../../model/reservedIds.js';
import { fixtureRoot } from '../../helpers/tempSite.js';

const content = validateContent(await loadContent(fixtureRoot), { env: {} });
const context = {
  site: content.site,
  navigation: content.navigation,
  localLinks: [{ label: 'Metz', href: '/metz' }],
  assets: {
    css: { href: '/a.css', integrity: 'x' },
    js: { href: '/a.js', integrity: 'y' },
    preload: [],
    chatCss: { href: '/c.css', integrity: 'z' },
  },
};
const routes = routePages(content);
const shell = createMarkdownShell((route) => renderPage(route, context), content.site);

describe('the Markdown page shell', () => {
  it('gives byte for byte what rendering each page alone gives', () => {
    const pages = routes.filter((route) => route.sources[0]?.startsWith('content/pages/'));
    expect(pages.length).toBeGreaterThan(0);
    for (const route of pages)
      if (route.page === 'markdown') expect(htmlText(shell(route.markdown).html)).toBe(renderPage(route, context));
  });

  it('knows every id of the layout around a body, cart catalogue included, so no heading takes one of them', () => {
    const page = content.pages[0]!;
    const { links } = createMarkdownShell(
      (route) => renderPage(route, { ...siteContext(content), assets: context.assets }),
      content.site,
    )(page);
    const bodyIds = new Set(
      compileMarkdown(page.body, { file: page.file, firstLine: 1, values: {}, toc: page.front.toc }).headings.map(
        (heading) => heading.id,
      ),
    );
    const layout = links.ids.filter((id) => !bodyIds.has(id));
    expect(layout).toContain('cart-products');
    expect(layout.filter((id) => !reservedIds.includes(id))).toEqual([]);
    expect(compileMarkdown('## Contenu', { file: 'a.md', firstLine: 1, values: {} }).headings[0]!.id).toBe('contenu-1');
  });

  it('escapes titles and handles pages without a date, nested paths and special characters', () => {
    const page: MarkdownPage = {
      file: 'content/pages/guides/a.md',
      route: '/guides/a-b',
      front: {
        title: 'Q&A <script> "x" l\'été',
        description: 'Tom & Jerry "quoted"',
        sitemap: { priority: 0.5, changefreq: 'monthly' },
      },
      body: '',
      html: compileMarkdown('# Titre\n\nTexte avec <votre-nom> et [lien](/cgv).\n', {
        file: 'content/pages/guides/a.md',
        firstLine: 4,
        values: {},
      }).html,
    };
    const route = markdownRoute(page, content.site);
    const html = htmlText(shell(page).html);
    const { links } = shell(page);
    expect(html).toBe(renderPage(route, context));
    // The title and description in the structured data: JSON-escaped, `<` too, not HTML-escaped.
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toContain('<');
    const [webPage, breadcrumb] = JSON.parse(script)['@graph'];
    expect(webPage).toMatchObject({ name: page.front.title, description: page.front.description });
    expect(breadcrumb.itemListElement.at(-1)).toMatchObject({
      name: page.front.title,
      item: `${content.site.baseUrl}/guides/a-b`,
    });
    expect(html).toContain('Texte avec &lt;votre-nom&gt; et');
    expect(links.hrefs).toContain('/cgv');
    expect(links.hrefs).toContain('/mentions-legales');
  });
});
