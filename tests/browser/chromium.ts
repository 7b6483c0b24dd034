import { chromium, type Browser, type BrowserServer } from 'playwright';
import { inject } from 'vitest';

/** Debian's Chromium, headless, with the flags this machine needs (no network calls home). */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * Starts the one Chromium of a test run (see globalSetup.ts): launching a browser costs about a
 * second of both cores, once per test file otherwise.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
}

/**
 * The run's Chromium, for one test file. Each file works in contexts of its own (`browser.newPage`
 * and `browser.newContext` make a fresh one), which `browser.close()` closes with the connection.
 */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

/** Phone and desktop widths every page is checked at. */
export const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
