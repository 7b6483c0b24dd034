import { chromium, type Browser } from 'playwright';

/** Debian's Chromium, headless, with the flags this machine needs (no network calls home). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Phone and desktop widths every page is checked at. */
export const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
