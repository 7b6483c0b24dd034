import type { Browser, BrowserContext, Page, Route } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { minimumFillMs } from '../../client/requests/screenRequest.js';
import { launchChromium, viewports } from './chromium.js';
import { keptTabs } from './keptTabs.js';

/** The EmailJS endpoint the forms post to; every test answers it itself. */
export const emailApi = 'https://api.emailjs.com/api/v1.0/email/send';
const baseUrl = inject('baseUrl');

/**
 * Plays a person's browser: EmailJS's `blockHeadless` refuses to send from one driven by automation
 * (navigator.webdriver, true under Playwright), and the forms are meant to send here. Test
 * `blockHeadless` itself in a context without it.
 */
export async function notAutomated(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true }),
  );
}

/**
 * A tab in a context of its own, as a visitor's browser with the forms: clipboard allowed, not
 * marked as automated. The tab's clock is Playwright's (it runs on its own), so that a test can
 * move past the forms' minimum time without waiting for it. Close it with `page.context().close()`.
 */
export async function openRequestTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.desktop, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await notAutomated(context);
  const page = await context.newPage();
  await page.clock.install();
  return page;
}

/**
 * A tab per test as `openRequestTab` opens it, kept between the tests of the file (see keptTabs; a
 * clock a test paused runs again), the e-mail API's request bodies recorded in `bodies` by `answerEmail`.
 */
export function useRequestPage() {
  let browser: Browser;
  const tabs = keptTabs(
    () => openRequestTab(browser),
    (page) => page.clock.resume(),
  );
  const state = { page: undefined as unknown as Page, bodies: [] as { template_params: Record<string, string> }[] };
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    state.page = await tabs.take(viewports.desktop);
    state.bodies = [];
  });
  afterEach(() => tabs.release(state.page));
  return state;
}

/** Answers the e-mail API with `answer`, recording each request body. */
export async function answerEmail(
  state: ReturnType<typeof useRequestPage>,
  answer: (route: Route) => Promise<void> | void,
): Promise<void> {
  await state.page.route(emailApi, async (route) => {
    state.bodies.push(route.request().postDataJSON());
    await answer(route);
  });
}

export const ok = (route: Route) => route.fulfill({ status: 200, body: 'OK' });

/**
 * Opens `path` on the test site. `goto` waits for the load event, by which the page's module
 * script has run and every island hydrated at load is there; the forms load when they come into
 * view (see `hydrated`).
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(baseUrl + path);
}

/** The quote form (`/#contact`) or a demo form (`#demo-request`). */
export const formOf = (page: Page, kind: 'quote' | 'demo') =>
  page.locator(kind === 'quote' ? '#contact form' : '#demo-request form');

/**
 * Brings the form into view (which loads its island) and waits until the island has hydrated.
 * Playwright's own wait, not expect.poll: it also serves tests that run side by side.
 */
export async function hydrated(page: Page, kind: 'quote' | 'demo'): Promise<void> {
  await formOf(page, kind).scrollIntoViewIfNeeded();
  await page
    .locator(
      kind === 'quote'
        ? '#contact [data-island][data-hydrated] > form'
        : '#demo-request [data-island][data-hydrated] > form',
    )
    .waitFor({ timeout: 20_000 });
}

/** Fills the required contact fields (plus `overrides`, by label) of a hydrated form, then lets the forms' minimum time pass, as for a person. */
export async function fillContact(
  page: Page,
  kind: 'quote' | 'demo',
  overrides: Record<string, string> = {},
): Promise<void> {
  await hydrated(page, kind);
  const form = formOf(page, kind);
  const values = {
    'Prénom *': 'Hélène',
    'Nom *': 'Durand',
    'Email professionnel *': 'helene.durand@acme.fr',
    'Téléphone *': '06 12 34 56 78',
    'Entreprise *': 'ACME',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  await page.clock.fastForward(minimumFillMs);
}

/** Title and text of the newest toast, or undefined when none is shown. */
export async function lastToast(page: Page): Promise<string[] | undefined> {
  const toast = page.locator('.toast').last();
  if ((await toast.count()) === 0) return undefined;
  return [
    (await toast.locator('.toast-title').textContent()) ?? '',
    (await toast.locator('.toast-description').textContent()) ?? '',
  ];
}

/** Pages with each form: the quote form on the home page, a demo form on the switchboard page. */
export const formPages = [
  ['quote', '/'],
  ['demo', '/standard-telephonique-virtuel'],
] as const;
