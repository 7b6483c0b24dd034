import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSite } from '../../../generator/check.js';
import { formatProblem } from '../../../generator/errors.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite } from '../../../generator/prepareSite.js';
import { localLinks } from '../../../generator/renderSite.js';
import { renderPages } from '../../../generator/render/renderPages.js';
import { htmlText } from '../../../generator/render/spliced.js';
import { normalizeAddress } from '../../../generator/route/address.js';
import { generateSitemap } from '../../../generator/write/sitemap.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
});
afterEach(() => site.remove());

const assets = { css: { href: '/a.css', integrity: '' }, js: { href: '/a.js', integrity: '' }, preload: [], chatCss: { href: '/c.css', integrity: '' } };
const encoded = '/Mentions%20L%C3%A9gales%202';

describe('addresses made from file names', () => {
  it('percent-encodes a Markdown page named with spaces and accents in its sitemap <loc> and canonical', async () => {
    await site.write('content/pages/Mentions Légales 2.md', '---\ntitle: Mentions\ndescription: Les mentions.\n---\n\nTexte.\n');
    const { content, routes } = await prepareSite(site.root, { env: {} }, createMemoryLogger());
    const route = routes.find((candidate) => candidate.sources[0] === 'content/pages/Mentions Légales 2.md')!;
    expect([route.path, route.file]).toEqual([encoded, 'Mentions Légales 2.html']);
    expect(generateSitemap(routes, 'https://x.fr')).toContain(`<loc>https://x.fr${encoded}</loc>`);
    const [page] = renderPages([route], { site: content.site, navigation: content.navigation, assets, localLinks: localLinks(content) });
    expect(htmlText(page!.html)).toContain(`<link rel="canonical" href="${content.site.baseUrl}${encoded}"/>`);
  });

  it('encodes a ? or # of a file name, which would otherwise start a query or an anchor', async () => {
    await site.write('content/pages/faq ?.md', '---\ntitle: FAQ\ndescription: Les questions.\n---\n\nTexte.\n');
    const { routes } = await prepareSite(site.root, { env: {} }, createMemoryLogger());
    const route = routes.find((candidate) => candidate.sources[0] === 'content/pages/faq ?.md')!;
    expect([route.path, route.file]).toEqual(['/faq%20%3F', 'faq ?.html']);
  });

  it('finds links to it written raw or encoded, and still reports a wrong one', async () => {
    await site.write('content/pages/Mentions Légales 2.md', '---\ntitle: Mentions\ndescription: Les mentions.\n---\n\nTexte.\n');
    await site.write('content/pages/liens.md', `---\ntitle: Liens\ndescription: Des liens.\n---\n\n[a](</Mentions Légales 2>) [b](${encoded}) [c](</Mentions Legales 2>)\n`);
    await site.edit('content/navigation.yaml', 'href: /cgv', 'href: /Mentions Légales 2');
    expect((await checkSite({ root: site.root, env: {} })).problems.map(formatProblem)).toEqual([
      'content/pages/liens.md:6:67 dead link /Mentions%20Legales%202: no page at /Mentions%20Legales%202 (linked from /liens)\n  hint: correct the address, or create the page or the section it points to.',
    ]);
  });

  it('brings addresses written either way to one form', () => {
    expect(normalizeAddress('/Mentions Légales 2')).toBe(encoded);
    expect(normalizeAddress(encoded)).toBe(encoded);
    expect(normalizeAddress('/Mentions Le\u0301gales 2')).toBe(encoded);
    expect(normalizeAddress('/100%')).toBe('/100%25');
    expect(normalizeAddress('/100%25')).toBe('/100%25');
    expect(normalizeAddress('/faq ?')).toBe('/faq%20%3F');
    expect(normalizeAddress('/questions-&-reponses')).toBe(normalizeAddress('/questions-%26-reponses'));
  });
});
