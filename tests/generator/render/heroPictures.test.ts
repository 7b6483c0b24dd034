import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../generator/load/loadContent.js';
import { renderPage } from '../../../generator/render/renderPages.js';
import { routePages } from '../../../generator/route/routePages.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import type { ImageTable } from '../../../model/publishedImage.js';
import { fixtureRoot, repoRoot } from '../../helpers/tempSite.js';
import { testAssets } from '../../helpers/testAssets.js';

const assets = testAssets;

/** The pages whose hero leads with a picture of the product, and the source of that picture. */
async function heroPictures(root: string): Promise<Map<string, { src: string; alt: string }>> {
  const content = validateContent(await loadContent(root), { env: {} });
  const pictures = new Map([
    ['/', content.home.hero.image],
    ['/standard-telephonique-virtuel', content.switchboardPage.hero.image],
    ['/fibre-professionnelle', content.fibrePage.hero.image],
    ['/fonctionnalites', content.featuresPage.hero.image],
  ]);
  for (const sector of content.sectors)
    if (sector.data.page) pictures.set(`/secteurs/${sector.slug}`, sector.data.page.hero.image);
  return pictures;
}

/** An SVG's own size, as the image stage reads it for the image table. */
function svgSize(svg: string): { width: number; height: number } {
  const open = svg.slice(0, svg.indexOf('>'));
  return { width: Number(/ width="(\d+)"/.exec(open)?.[1]), height: Number(/ height="(\d+)"/.exec(open)?.[1]) };
}

/** The opening tag of each attribute-bearing element of the page's first section, in order. */
function heroTags(html: string): string[] {
  const start = html.indexOf('<section class="');
  const hero = html.slice(start, html.indexOf('</section>', start));
  return hero.match(/<(h1|img)\b[^>]*>/g) ?? [];
}

describe('the pictures of the product in the heroes', () => {
  it('lead the home, landing and sector pages: alt, size, fetched first, never lazy, after the heading', async () => {
    const content = validateContent(await loadContent(fixtureRoot), { env: {} });
    const pictures = await heroPictures(fixtureRoot);
    const images: ImageTable = Object.fromEntries(
      await Promise.all(
        [...new Set([...pictures.values()].map((image) => image.src))].map(async (src) => {
          const svg = await readFile(path.join(fixtureRoot, 'public', src), 'utf8');
          return [src, { ...svgSize(svg), sources: [] }] as const;
        }),
      ),
    );
    const context = { site: content.site, navigation: content.navigation, localLinks: [], assets, images };
    const routes = routePages(content);
    expect([...pictures.keys()]).toEqual(
      expect.arrayContaining(['/', '/fonctionnalites', '/secteurs/sante', '/secteurs/education']),
    );
    for (const [route, image] of pictures) {
      const page = renderPage(
        routes.find((candidate) => candidate.path === route)!,
        context,
      );
      const [heading, img, ...rest] = heroTags(page);
      expect(heading, route).toMatch(/^<h1 /);
      expect(rest, route).toEqual([]);
      expect(img, route).toContain(`src="${image.src}"`);
      expect(img, route).toMatch(/ alt="[^"]{40,}"/);
      expect(img, route).toContain(' width="640" height="480"');
      expect(img, route).toMatch(/ fetchpriority="high"/i);
      expect(img, route).not.toContain('loading=');
    }
  });

  it('leave the hero of a page without a picture in one column', async () => {
    const content = validateContent(await loadContent(fixtureRoot), { env: {} });
    const route = routePages(content).find((candidate) => candidate.path === '/centre-aide')!;
    const page = renderPage(route, { site: content.site, navigation: content.navigation, localLinks: [], assets });
    expect(heroTags(page)).toEqual([expect.stringMatching(/^<h1 /)]);
    expect(page).not.toContain('hero-split');
  });

  it('are drawn in public/ as self-contained 4:3 SVGs, the ratio the hero reserves for them', async () => {
    for (const image of new Set((await heroPictures(repoRoot)).values())) {
      const svg = await readFile(path.join(repoRoot, 'public', image.src), 'utf8');
      const { width, height } = svgSize(svg);
      expect(width / height, image.src).toBe(4 / 3);
      expect(svg, image.src).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(svg, image.src).not.toMatch(/<script|\shref="(?!#)|url\((?!#)|\sstyle="|@import/);
      expect(svg.length, image.src).toBeLessThan(15_000);
    }
  });
});
