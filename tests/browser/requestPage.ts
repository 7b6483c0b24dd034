import type { Browser, BrowserContext, Page, Route } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { minimumFillMs } from '../../client/requests/screenRequest.js';
import { launchChromium, viewports } from './chromium.js';

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
 * One fresh tab per test, the e-mail API answered by `answer` and every body recorded in `bodies`.
 * The tab's clock is Playwright's (it runs on its own), so that a test can move past the forms'
 * minimum time without waiting for it.
 */
export function useRequestPage() {
  let browser: Browser;
  let context: BrowserContext;
  const state = { page: undefined as unknown as Page, bodies: [] as { template_params: Record<string, string> }[] };
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await browser.newContext({ viewport: viewports.desktop, acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await notAutomated(context);
    state.page = await context.newPage();
    await state.page.clock.install();
    state.bodies = [];
  });
  afterEach(() => context.close());
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

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(baseUrl + path);
  await page.waitForLoadState('networkidle');
}

/** The quote form (`/#contact`) or a demo form (`#demo-request`). */
export const formOf = (page: Page, kind: 'quote' | 'demo') =>
  page.locator(kind === 'quote' ? '#contact form' : '#demo-request form');

export async function hydrated(page: Page, kind: 'quote' | 'demo'): Promise<void> {
  const form = formOf(page, kind);
  await form.scrollIntoViewIfNeeded();
  await expect
    .poll(() => form.evaluate((element) => element.closest('[data-island]')?.hasAttribute('data-hydrated')), {
      timeout: 20_000,
    })
    .toBe(true);
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
