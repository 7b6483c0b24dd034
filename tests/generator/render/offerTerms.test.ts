import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../client/format.js';
import { formatProblem, UserError } from '../../../generator/errors.js';
import { loadContent } from '../../../generator/load/loadContent.js';
import { renderPage } from '../../../generator/render/renderPages.js';
import { routePages } from '../../../generator/route/routePages.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import { createTempSite, fixtureRoot } from '../../helpers/tempSite.js';
import { testAssets } from '../../helpers/testAssets.js';

// Issue 42: the plans compared on the switchboard page, and the commitment beside every price.
const content = validateContent(await loadContent(fixtureRoot), { env: {} });
const context = {
  site: content.site,
  navigation: content.navigation,
  localLinks: [],
  assets: testAssets,
};
const routes = routePages(content);
const render = (path: string) =>
  renderPage(
    routes.find((route) => route.path === path)!,
    context,
  );
const count = (html: string, part: string) => html.split(part).length - 1;
const { plans, fibre } = content;

/** The comparison table of the switchboard page, from its opening tag to its closing one. */
function comparisonTable(html: string): string {
  const start = html.indexOf('<table class="comparison">', html.indexOf('class="table-scroll plan-comparison"'));
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</table>', start) + '</table>'.length);
}

describe('the plan comparison of the switchboard page', () => {
  const html = render('/standard-telephonique-virtuel');
  const table = comparisonTable(html);
  const [head, body] = table.split('<tbody>') as [string, string];

  it('is a table with a caption, in a focusable box named by it, that scrolls instead of the page', () => {
    expect(html).toContain(
      '<section class="table-scroll plan-comparison" aria-labelledby="comparatif-formules-caption" tabindex="0">',
    );
    expect(table).toContain(
      `<caption id="comparatif-formules-caption"><span class="comparison-caption">${plans.comparison.caption}</span></caption>`,
    );
  });

  it('has a column per plan headed by its name and its price per user and month HT, with its commitment', () => {
    expect(plans.plans).toHaveLength(3);
    expect(count(head, '<th scope="col"')).toBe(4);
    expect(head).toContain('<span class="visually-hidden">Fonction</span>');
    const headers = head.split('<th scope="col"').slice(2);
    plans.plans.forEach((plan, index) => {
      expect(headers[index]).toContain(`<span class="comparison-plan">${plan.name}</span>`);
      expect(headers[index]).toContain(`<strong>${formatPrice(plan.price)}</strong> HT/mois/utilisateur`);
      expect(headers[index]).toContain(`<span class="price-terms">${plans.commitment}</span>`);
    });
    expect(formatPrice(19)).toBe('19\u00a0€');
  });

  it('has a row per feature, headed by it, with a cell per plan', () => {
    const rows = body.split('<tr>').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows).toHaveLength(plans.comparison.rows.length);
    rows.forEach((row, index) => {
      expect(row.startsWith(`<th scope="row">${plans.comparison.rows[index]!.feature}</th>`)).toBe(true);
      expect(count(row, '<td')).toBe(3);
    });
  });

  it('gives ✓ and — words a screen reader says, the marks hidden from it, and a value as written', () => {
    const included = '<td class="comparison-yes"><svg';
    const excluded = '<td class="comparison-no"><svg';
    const cells = plans.comparison.rows.flatMap((row) => row.values);
    expect(count(body, included)).toBe(cells.filter((cell) => cell === 'oui').length);
    expect(count(body, excluded)).toBe(cells.filter((cell) => cell === 'non').length);
    expect(count(body, included) * count(body, excluded)).toBeGreaterThan(0);
    expect(count(body, '<span class="visually-hidden">Inclus</span></td>')).toBe(count(body, included));
    expect(count(body, '<span class="visually-hidden">Non inclus</span></td>')).toBe(count(body, excluded));
    for (const mark of body.split('<svg').slice(1)) expect(mark).toMatch(/^[^>]*aria-hidden="true"/);
    const values = cells.filter((cell) => cell !== 'oui' && cell !== 'non');
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(body).toContain(`<td>${value}</td>`);
  });
});

describe('the commitment beside the prices', () => {
  const planPrice = `<span>HT/mois/utilisateur</span></p><p class="price-terms">${plans.commitment}</p>`;
  const fibrePrice = `<span>HT/mois</span></p><p class="price-terms">${fibre.commitment}</p>`;
  const termsNote = (terms: string) =>
    `<p class="section-note price-terms-note">${terms} <a href="/cgv">Conditions générales de vente</a></p>`;

  it('says the fixture’s terms: HT, 12 or 24 months for the plans, 36 for the fibre, renewal and notice', () => {
    expect(plans.commitment).toBe('Engagement 12 ou 24 mois');
    expect(fibre.commitment).toBe('Engagement 36 mois');
    for (const terms of [plans.terms, fibre.terms]) {
      expect(terms).toContain('hors taxes (HT)');
      expect(terms).toContain('reconduction tacite par périodes de 12 mois\u00a0;');
      expect(terms).toContain('préavis de 3 mois');
    }
  });

  it('on the home page, under every plan and fibre price, the terms in full under each row of cards', () => {
    const html = render('/');
    expect(count(html, planPrice)).toBe(plans.plans.length);
    expect(count(html, fibrePrice)).toBe(fibre.offers.length);
    expect(html).toContain(termsNote(plans.terms));
    expect(html).toContain(termsNote(fibre.terms));
  });

  it('on the switchboard page, in the hero, under the price card and under the comparison', () => {
    const html = render('/standard-telephonique-virtuel');
    const { hero, pricing } = content.switchboardPage;
    expect(html).toContain(
      `<p class="hero-price">${hero.priceNote} <span class="price-terms">${plans.commitment}</span></p>`,
    );
    expect(hero.priceNote).toContain('HT');
    expect(html).toContain(
      `<strong>${formatPrice(pricing.price)}</strong> <span>${pricing.period}</span></p><p class="price-terms">${plans.commitment}</p>`,
    );
    expect(pricing.period.startsWith('HT ')).toBe(true);
    expect(html).toContain(termsNote(plans.terms));
  });

  it('on the fibre page, under every price, the terms in full under the cards', () => {
    const html = render('/fibre-professionnelle');
    expect(count(html, fibrePrice)).toBe(fibre.offers.length);
    expect(html).toContain(termsNote(fibre.terms));
  });
});

describe('content/offers/plans.yaml', () => {
  it('refuses a comparison row without one value per plan', async () => {
    const site = await createTempSite();
    let found: string[] = [];
    let line = 0;
    try {
      await site.edit(
        'content/offers/plans.yaml',
        '  - feature: Messagerie vocale\n      values: [oui, oui, oui]',
        '  - feature: Messagerie vocale\n      values: [oui, oui]',
      );
      const text = await site.read('content/offers/plans.yaml');
      line = text.split('\n').findIndex((row) => row === '      values: [oui, oui]') + 1;
      validateContent(await loadContent(site.root), { env: {} });
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      found = error.problems.map(formatProblem);
    } finally {
      await site.remove();
    }
    expect(line).toBeGreaterThan(0);
    expect(found).toEqual([
      `content/offers/plans.yaml:${line}:15 comparison.rows[2].values: expected one value per plan, in the order of "plans", got a list`,
    ]);
  });
});
