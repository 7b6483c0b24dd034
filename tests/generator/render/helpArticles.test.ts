import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, UserError } from '../../../generator/errors.js';
import { loadContent } from '../../../generator/load/loadContent.js';
import { renderPage } from '../../../generator/render/renderPages.js';
import { routePages } from '../../../generator/route/routePages.js';
import { validateContent, type Content } from '../../../generator/validate/validateContent.js';
import { createTempSite, fixtureRoot } from '../../helpers/tempSite.js';
import { testAssets } from '../../helpers/testAssets.js';

// Issue 43, item 1: help articles under content/aide/, listed by category, each with its neighbours.
const content = validateContent(await loadContent(fixtureRoot), { env: {} });
const renderer = (site: Content) => {
  const routes = routePages(site);
  const context = { site: site.site, navigation: site.navigation, localLinks: [], assets: testAssets };
  return (address: string) =>
    renderPage(
      routes.find((route) => route.path === address)!,
      context,
    );
};
const render = renderer(content);
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const { helpCentre } = content;

describe('the help centre', () => {
  const html = main(render('/centre-aide'));

  it('lists the articles by category, in the order of the categories then of `order`, with their descriptions', () => {
    const list = html.slice(html.indexOf('<section class="help-articles"'));
    expect(list).toContain('<h2 id="help-articles-title">Articles d’aide</h2>');
    const headings = [...list.matchAll(/<h3 id="([^"]+)">([^<]+)<\/h3>/g)].map((match) => [match[1], match[2]]);
    expect(headings).toEqual([
      ['aide-standard', 'Standard téléphonique'],
      ['aide-fibre', 'Fibre professionnelle'],
    ]);
    const links = [...list.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a><p>([^<]+)<\/p><\/li>/g)].map((match) =>
      match.slice(1),
    );
    expect(links).toEqual([
      [
        '/aide/messagerie',
        'Écouter la messagerie vocale',
        'Fixture article of the standard category, first by its order, with a placeholder of the site.',
      ],
      [
        '/aide/renvoi',
        'Renvoyer un appel',
        'Fixture article of the standard category, second by its order, linking to the voicemail article.',
      ],
      [
        '/aide/coupure',
        'Que faire pendant une coupure',
        'Fixture article of the fibre category, the last in the order of the help centre.',
      ],
    ]);
  });

  it('keeps the phone and e-mail cards, and drops the construction block and its banner', () => {
    expect(html).toContain(`<h2>${helpCentre.phoneCard.title}</h2>`);
    expect(html).toContain(`<h2>${helpCentre.emailCard.title}</h2>`);
    expect(html).toContain(`href="tel:${content.site.contact.phone.tel}"`);
    expect(html).not.toContain('class="construction"');
    expect(html).not.toContain(helpCentre.banner.title);
  });

  it('shows the construction block while content/aide/ holds no article', async () => {
    const site = await createTempSite();
    try {
      await rm(path.join(site.root, 'content/aide'), { recursive: true });
      const empty = validateContent(await loadContent(site.root), { env: {} });
      expect(empty.helpArticles).toEqual([]);
      const bare = main(renderer(empty)('/centre-aide'));
      expect(bare).toContain('<section class="construction" aria-labelledby="construction-title">');
      expect(bare).toContain(helpCentre.construction.badge);
      expect(bare).toContain(`<h2>${helpCentre.phoneCard.title}</h2>`);
      expect(bare).not.toContain('help-articles');
    } finally {
      await site.remove();
    }
  });
});

describe('a help article', () => {
  it('shows its body with placeholders filled, its category and the way back to the help centre', () => {
    const html = main(render('/aide/messagerie'));
    expect(html).toContain('<p class="kicker">Centre d’aide · Standard téléphonique</p>');
    expect(html).toContain('<h1 id="page-title">Écouter la messagerie vocale</h1>');
    expect(html).toContain(
      `Appelez le support au ${content.site.contact.phone.display} pour réinitialiser votre code.`,
    );
    expect(html).toContain('<a href="/centre-aide">');
  });

  it('links the articles before and after it in the help centre’s order, across categories', () => {
    const neighbours = (address: string) =>
      [...main(render(address)).matchAll(/<a href="([^"]+)" rel="(prev|next)"/g)].map((match) => [match[2], match[1]]);
    expect(neighbours('/aide/messagerie')).toEqual([['next', '/aide/renvoi']]);
    expect(neighbours('/aide/renvoi')).toEqual([
      ['prev', '/aide/messagerie'],
      ['next', '/aide/coupure'],
    ]);
    expect(neighbours('/aide/coupure')).toEqual([['prev', '/aide/renvoi']]);
  });

  it('ends with the help centre’s support cards, under a heading of their own', () => {
    const html = main(render('/aide/renvoi'));
    const support = html.slice(html.indexOf('<section class="help-support"'));
    expect(support).toContain('<h2 id="help-support-title">Besoin d’un coup de main\u00a0?</h2>');
    expect(support).toContain(`<h3>${helpCentre.phoneCard.title}</h3>`);
    expect(support).toContain(`<h3>${helpCentre.emailCard.title}</h3>`);
    expect(support).toContain(`href="tel:${content.site.contact.phone.tel}"`);
    expect(support.indexOf('help-support')).toBeGreaterThan(-1);
    expect(html.indexOf('help-neighbours')).toBeLessThan(html.indexOf('help-support'));
  });
});

describe('content/aide/*.md', () => {
  it('refuses an unknown category at its line, naming the four', async () => {
    const site = await createTempSite();
    let found: string[] = [];
    try {
      await site.edit('content/aide/renvoi.md', 'category: standard', 'category: facturation');
      validateContent(await loadContent(site.root), { env: {} });
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      found = error.problems.map(formatProblem);
    } finally {
      await site.remove();
    }
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^content\/aide\/renvoi\.md:4:11 category: /);
    for (const category of ['standard', 'fibre', 'téléphones', 'contrat et facture'])
      expect(found[0]).toContain(category);
  });
});
