import type { Browser } from 'playwright';

/** What a visitor of `/sitemap.xml` gets: the table the XSL made, its look, and the CSP's complaints. */
export interface SitemapPage {
  /** The `Content-Security-Policy` header `/sitemap.xml` was sent with. */
  policy: string | undefined;
  /** Console messages naming the Content Security Policy, from the XML to the stylesheet's CSS. */
  violations: string[];
  /** Rows of the table (one per address of the sitemap). */
  rows: number;
  /** Computed colours of the page (from sitemap.css: `#f8fafc` on the body, `#0b3a82` for the title). */
  background: string;
  titleColor: string;
}

/**
 * Opens `url` (a `/sitemap.xml`) in a page of its own, as a visitor would, and waits for the XSL's
 * page and its CSS: the CSS is fetched only once the transform has made the `<link>`.
 */
export async function visitSitemap(browser: Browser, url: string): Promise<SitemapPage> {
  const page = await browser.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  try {
    const response = await page.goto(url);
    await page.waitForSelector('main h1');
    // Playwright's `networkidle` is never reached once XSLT has replaced the document: wait for
    // the sheets themselves (none when the XSL links no CSS).
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
    );
    const look = await page.evaluate(() => ({
      rows: document.querySelectorAll('tbody tr').length,
      background: getComputedStyle(document.body).backgroundColor,
      titleColor: getComputedStyle(document.querySelector('h1')!).color,
    }));
    return { policy: response?.headers()['content-security-policy'], violations, ...look };
  } finally {
    await page.close();
  }
}

/** The look sitemap.css gives, as `visitSitemap` reads it. */
export const styledSitemap = { background: 'rgb(248, 250, 252)', titleColor: 'rgb(11, 58, 130)' };
