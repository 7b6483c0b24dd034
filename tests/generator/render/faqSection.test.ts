import { decodeHTML } from 'entities';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../generator/load/loadContent.js';
import { renderPage } from '../../../generator/render/renderPages.js';
import { routePages } from '../../../generator/route/routePages.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import type { PageFaq } from '../../../model/faq.js';
import { fixtureRoot } from '../../helpers/tempSite.js';
import { testAssets } from '../../helpers/testAssets.js';

// Issue 42, item 5: « Questions fréquentes » on the switchboard and fibre pages, from
// content/offers/faq.yaml (shared) and each page's `faq`, told to search engines as a FAQPage.
const content = validateContent(await loadContent(fixtureRoot), { env: {} });
const routes = routePages(content);
const context = { site: content.site, navigation: content.navigation, localLinks: [], assets: testAssets };
const render = (path: string) =>
  renderPage(
    routes.find((route) => route.path === path)!,
    context,
  );

interface Shown {
  question: string;
  answer: string;
}

/** The section's questions as a visitor reads them: each summary's text and the answer after it. */
function visibleQuestions(html: string): Shown[] {
  const start = html.indexOf('<section id="questions-frequentes"');
  expect(start).toBeGreaterThan(0);
  const section = html.slice(start, html.indexOf('</section>', start));
  return [...section.matchAll(/<details class="faq-item">(.*?)<\/details>/g)].map(([, item]) => {
    const [, summary, answer] = /^<summary>(.*)<\/summary><p class="faq-answer">(.*)<\/p>$/.exec(item!)!;
    return { question: decodeHTML(summary!.replace(/<[^>]*>/g, '')), answer: decodeHTML(answer!) };
  });
}

/** The FAQPage node of the page's structured data, as search engines read it. */
function faqNode(html: string): { [key: string]: unknown; mainEntity: Record<string, unknown>[] } {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  const nodes = scripts.flatMap(([, json]) => (JSON.parse(json!) as { '@graph': { '@type': string }[] })['@graph']);
  const found = nodes.filter((node) => node['@type'] === 'FAQPage');
  expect(found).toHaveLength(1);
  return found[0] as never;
}

/** What the page's content says it shows: its own questions, then the shared ones it names, in that order. */
function expected(faq: PageFaq): Shown[] {
  const shared = faq.shared.map((id) => content.faq.questions.find((item) => item.id === id)!);
  return [...faq.questions, ...shared].map(({ question, answer }) => ({ question, answer }));
}

describe.each([
  { path: '/standard-telephonique-virtuel', faq: content.switchboardPage.faq },
  { path: '/fibre-professionnelle', faq: content.fibrePage.faq },
])('the questions of $path', ({ path, faq }) => {
  const html = render(path);
  const shown = visibleQuestions(html);

  it('are a section headed « Questions fréquentes », before the closing call to action', () => {
    expect(content.faq.heading).toBe('Questions fréquentes');
    expect(html).toContain(
      '<h2 id="questions-frequentes-title" class="section-title">Questions fréquentes</h2></header><div class="faq-list"><details class="faq-item">',
    );
    expect(html.indexOf('id="questions-frequentes"')).toBeLessThan(html.indexOf('class="cta-band'));
  });

  it('show at least six questions, each a closed disclosure whose summary is the question, then its answer', () => {
    expect(shown.length).toBeGreaterThanOrEqual(6);
    expect(shown.length).toBe(html.split('<details class="faq-item">').length - 1);
    for (const { question, answer } of shown) {
      expect(question).toMatch(/\u00a0\?$/);
      expect(answer.length).toBeGreaterThan(20);
    }
    // The mark beside the question is drawn for the eye only: the summary says the question alone.
    expect(html.split('class="lucide lucide-chevron-down faq-mark" aria-hidden="true"').length - 1).toBe(shown.length);
  });

  it('are the page’s own questions first, then the shared ones it names, in its order', () => {
    expect(faq.questions.length).toBeGreaterThan(0);
    expect(faq.shared.length).toBeGreaterThan(0);
    expect(shown).toEqual(expected(faq));
    const notNamed = content.faq.questions.filter((item) => !faq.shared.includes(item.id));
    for (const { question } of notNamed) expect(shown.map((item) => item.question)).not.toContain(question);
  });

  it('fill the placeholders of the shared answers', () => {
    const breakdown = shown.find((item) => item.question.startsWith('Que se passe-t-il en cas de panne'))!;
    expect(breakdown.answer).toContain(`au ${content.site.contact.phone.display} ou à ${content.site.contact.email}.`);
    for (const { question, answer } of shown) expect(question + answer).not.toMatch(/[{}]/);
  });

  it('are told to search engines as a FAQPage whose questions and answers are the visible ones', () => {
    const node = faqNode(html);
    const url = `${content.site.baseUrl}${path}`;
    expect(node).toMatchObject({
      '@id': `${url}#questions-frequentes`,
      name: content.faq.heading,
      isPartOf: { '@id': `${url}#page` },
    });
    expect(node.mainEntity).toEqual(
      shown.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    );
  });
});

describe('the fixture’s questions', () => {
  it('differ between the pages: the switchboard leaves out a shared question the fibre page shows', () => {
    expect(content.switchboardPage.faq.shared).toEqual(['prix-ht', 'panne', 'resiliation']);
    expect(content.fibrePage.faq.shared).toEqual(['panne', 'resiliation', 'prix-ht', 'commande']);
  });
});
