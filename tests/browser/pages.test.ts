import type { Browser, ConsoleMessage, Page, Request } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, type Violation } from './axe.js';
import { launchChromium, viewports } from './chromium.js';
import { tabPool, type TabPool } from './tabPool.js';

/*
 * The gates every page of `routes` goes through: the page checks and the French typography, then
 * axe-core at the phone's and the desktop's widths. One visit of a page serves them all (see
 * `visit`); the cases of a page, in each describe below, read what its visit saw.
 */
const baseUrl = inject('baseUrl');
const routes = inject('routes');
let browser: Browser;
let tabs: TabPool;
beforeAll(async () => {
  browser = await launchChromium();
  tabs = tabPool(() => browser.newPage());
});
afterAll(() => browser.close());

type Device = keyof typeof viewports;
const devices = Object.keys(viewports) as Device[];
const sampledTowns = inject('townSample').filter((town) => town.kind === 'town');
/**
 * axe checks every page at both widths, but the sampled town pages (one template filled with a
 * row, two per département) at one width each: the first town of a département at the phone's,
 * the last at the desktop's, so each département's town shell is checked at both.
 */
function widthsOf(path: string): Device[] {
  const town = sampledTowns.find((sampled) => sampled.path === path);
  const siblings = sampledTowns.filter((sampled) => sampled.departement === town?.departement);
  return town && siblings.length === 2 ? [devices[siblings.indexOf(town)]!] : devices;
}
const addressOf = (route: (typeof routes)[number]) => (route.file === '404.html' ? '/404' : route.path);
const axeCases = routes.flatMap((route) => widthsOf(route.path).map((device) => ({ path: addressOf(route), device })));

/** The window the page checks load each page in: Playwright's default, which they have always had. */
const loadWindow = { width: 1280, height: 720 };

/** The visible texts of the page as loaded, and the attributes read aloud or shown: labels, placeholders, titles. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [lang="en"]')) continue;
      found.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) found.push(element.getAttribute(name) ?? '');
    }
    return found;
  });

/** French typography of visible text: non-breaking space before : ; ! ? % €, typographic apostrophe. */
const typographyFaults = (texts: string[]) =>
  texts.flatMap((text) => {
    const problems: string[] = [];
    for (const match of text.matchAll(/ [:;!?%€]/g))
      problems.push(`space before "${match[0].trim()}" in "${text.trim().slice(0, 80)}"`);
    for (const match of text.matchAll(/\p{L}'\p{L}/gu))
      problems.push(`straight apostrophe "${match[0]}" in "${text.trim().slice(0, 80)}"`);
    return problems;
  });

/** What one visit of a page saw. */
interface Visit {
  status: number | undefined;
  title: string;
  headings: number;
  /** The visible texts as the page has loaded (see visibleTexts). */
  texts: string[];
  /** Requests to another host, from the load until the network is idle. */
  foreign: string[];
  /** Console messages of the Content Security Policy, over the same time. */
  refused: string[];
  /** axe's violations at each width the page is checked at. */
  violations: Map<Device, Violation[]>;
}

/**
 * Loads `path` in a tab of the pool, in the page checks' window: reads the status, title, h1 and
 * texts as loaded, and records requests to other hosts and CSP complaints until the network is
 * idle. Then the window takes the desktop's size and axe runs, then the phone's and axe runs
 * again (only the widths `widthsOf` gives), as a visitor resizes the window: one load instead of
 * one for the page checks and one per width for axe. axe needs no bypass of the page's policy:
 * the test hands it to the page, which loads nothing for it.
 */
function visit(path: string): Promise<Visit> {
  const widths = axeCases.filter((other) => other.path === path).map((other) => other.device);
  return tabs.use(async (page) => {
    const foreign: string[] = [];
    const refused: string[] = [];
    const onConsole = (message: ConsoleMessage) =>
      message.text().includes('Content Security Policy') && refused.push(message.text());
    const onRequest = (request: Request) => {
      if (!request.url().startsWith(baseUrl)) foreign.push(request.url());
    };
    await page.setViewportSize(loadWindow);
    page.on('console', onConsole);
    page.on('request', onRequest);
    let loaded: Pick<Visit, 'status' | 'title' | 'headings' | 'texts'>;
    try {
      const response = await page.goto(baseUrl + path);
      const texts = await visibleTexts(page);
      loaded = {
        status: response?.status(),
        title: await page.title(),
        headings: await page.locator('h1').count(),
        texts,
      };
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('console', onConsole);
      page.off('request', onRequest);
    }
    const violations = new Map<Device, Violation[]>();
    for (const device of (['desktop', 'phone'] as const).filter((device) => widths.includes(device))) {
      const { width, height } = viewports[device];
      await page.setViewportSize({ width, height });
      await page.waitForFunction((size) => window.innerWidth === size.width && window.innerHeight === size.height, {
        width,
        height,
      });
      violations.set(device, await axeViolations(page));
    }
    return { ...loaded, foreign, refused, violations };
  });
}
const visits = new Map<string, Promise<Visit>>();
/** The one visit of `path` (see visit), made when a case first asks for it. */
function visitOf(path: string): Promise<Visit> {
  let visited = visits.get(path);
  if (!visited) {
    visited = visit(path);
    visits.set(path, visited);
  }
  return visited;
}

// A few pages at a time, each in a tab of the pool: a visit waits for the network to be idle, and
// on axe as much as on the CPU.
describe.concurrent('every built page', () => {
  it.for(routes.filter((route) => route.file !== '404.html'))(
    '$path answers 200 with its own title, asks nothing of another host, and has no ordinary space before : ; ! ? % € and no straight apostrophe',
    async (route, { expect }) => {
      const seen = await visitOf(route.path);
      expect(seen.status).toBe(200);
      expect(seen.title.startsWith(route.title)).toBe(true);
      expect(seen.headings).toBe(1);
      expect(seen.foreign).toEqual([]);
      expect(seen.refused).toEqual([]);
      expect(typographyFaults(seen.texts)).toEqual([]);
    },
  );
});

describe('the not-found page', () => {
  it('answers 404, says so, links home and logs the missing path', async () => {
    const page = await browser.newPage();
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    const response = await page.goto(`${baseUrl}/cette-page-n-existe-pas`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => logs.join('\n')).toContain('/cette-page-n-existe-pas');
    expect(await page.locator('.not-found-code').textContent()).toBe('404');
    expect(await page.locator('h1').textContent()).toBe('Oops! Page not found');
    const home = page.getByRole('link', { name: 'Return to Home' });
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await page.waitForURL(`${baseUrl}/`);
    await page.close();
  });

  // The not-found page's own text, read at the address it is served under.
  it.for(routes.filter((route) => route.file === '404.html'))(
    '/404 has no ordinary space before : ; ! ? % € and no straight apostrophe',
    async (route, { expect }) => {
      expect(typographyFaults((await visitOf(addressOf(route))).texts)).toEqual([]);
    },
  );
});

describe.concurrent('axe-core', () => {
  it.for(axeCases)('$path on $device has no violation', async ({ path, device }, { expect }) => {
    const violations = (await visitOf(path)).violations.get(device)!;
    const summary = violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
  });
});
