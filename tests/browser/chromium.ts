import { chromium, type Browser, type BrowserContext } from 'playwright';

/**
 * One Chromium per test worker: the files of a worker share one module graph (`isolate: false`
 * in vitest.config.ts), so this promise outlives each file. Launching and closing a Chromium
 * costs about 2 s of CPU, which once per file made ~50 s of the suite's. Playwright closes it
 * when the worker's process exits (and Chromium stops by itself if that process is killed: its
 * pipe closes).
 */
let shared: Promise<Browser> | undefined;

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Every page opens on about:blank in a renderer of its own, then its site's answer (whose
      // Cross-Origin-Opener-Policy starts a new browsing context group) used to move it to a
      // second renderer, started for it: about 0.1 s of CPU per page, a page per test. Above this
      // limit Chromium gives the site the page's first renderer instead, as it reuses a renderer
      // of the same context for the same site. Contexts never share a renderer, whatever the limit
      // (every test has its own), nor do sites (a frame of another site gets its own).
      '--renderer-process-limit=1',
      // Chromium 156 adds its own XSLT deprecation banner, styled inline, to every page made by an
      // XSL stylesheet: under the site's CSP that is the browser's error, not the site's, and it
      // would hide the sitemap's own (tests/browser/sitemap.test.ts).
      '--disable-blink-features=GenerateXSLTWarningBanner',
    ],
  });
}

/**
 * Debian's Chromium, headless, with the flags this machine needs (no network calls home). What a
 * test file gets is its worker's Chromium seen through a lease: the contexts and pages it opens
 * are its own (nothing is shared with another file but the browser process), and its `close()`
 * closes them, not the browser.
 */
export async function launchChromium(): Promise<Browser> {
  shared ??= launch();
  const browser = await shared;
  const opened: BrowserContext[] = [];
  const track = <T extends BrowserContext>(context: T) => (opened.push(context), context);
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => track(await target.newContext(...args));
      if (property === 'newPage')
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          track(page.context());
          return page;
        };
      if (property === 'close')
        return async () => {
          await Promise.all(opened.splice(0).map((context) => context.close().catch(() => undefined)));
        };
      if (property === 'contexts') return () => opened.filter((context) => target.contexts().includes(context));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Phone and desktop widths every page is checked at. */
export const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
