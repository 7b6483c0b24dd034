import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Request } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../generator/serve/serveSite.js';
import { minimumFillMs } from '../../client/requests/screenRequest.js';
import { buildFixture } from '../helpers/buildInProcess.js';
import { createTempSite, type TempSite } from '../helpers/tempSite.js';
import { launchChromium, viewports } from './chromium.js';
import { emailApi, formOf, hydrated, lastToast, notAutomated, ok } from './requestPage.js';

/** A stand-in for Google's reCAPTCHA v2 script: an invisible widget that answers a fixed token. */
const stubRecaptcha = `window.grecaptcha = {
  ready(callback) { callback(); },
  render(container, parameters) { window.recaptchaRendered = parameters; return 7; },
  execute(widget) { setTimeout(() => window.recaptchaRendered.callback('token-' + widget), 10); },
};`;

let site: TempSite;
let server: Server;
let browser: Browser;
let baseUrl = '';
beforeAll(async () => {
  site = await createTempSite();
  await site.edit(
    'content/site.yaml',
    '    demoTemplate: ""\n',
    '    demoTemplate: ""\n    recaptchaSiteKey: "6LcTestSiteKey"\n',
  );
  const env = {
    SITE_EMAILJS_PUBLIC_KEY: 'pk',
    SITE_EMAILJS_SERVICE_ID: 'service_test',
    SITE_EMAILJS_TEMPLATE_QUOTE: 'template_quote',
    SITE_EMAILJS_TEMPLATE_DEMO: 'template_demo',
  };
  const outDir = path.join(site.root, 'out');
  await buildFixture({ root: site.root, outDir, env });
  server = await serveSite(outDir, 0);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await site?.remove();
});

describe('the quote form with a reCAPTCHA site key in site.yaml', () => {
  it('loads reCAPTCHA on the first submit only, allowed by the page’s policy, and sends its token to EmailJS', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    await notAutomated(context);
    const page = await context.newPage();
    await page.clock.install();
    const google: string[] = [];
    page.on('request', (request: Request) => {
      if (/google|gstatic/.test(request.url())) google.push(request.url());
    });
    await page.route('https://www.google.com/recaptcha/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: stubRecaptcha }),
    );
    const bodies: { template_params: Record<string, string> }[] = [];
    await page.route(emailApi, (route) => {
      bodies.push(route.request().postDataJSON());
      return ok(route);
    });
    const response = await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;");
    expect(response!.headers()['content-security-policy']).toContain('https://www.google.com/recaptcha/');
    await hydrated(page, 'quote');
    expect(google).toEqual([]);

    const form = formOf(page, 'quote');
    for (const [label, value] of [
      ['Prénom *', 'Hélène'],
      ['Nom *', 'Durand'],
      ['Email professionnel *', 'helene@acme.fr'],
      ['Téléphone *', '06 12 34 56 78'],
      ['Entreprise *', 'ACME'],
    ]) {
      await form.getByLabel(label!, { exact: true }).pressSequentially(value!);
    }
    await page.clock.fastForward(minimumFillMs);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect.poll(() => bodies.length).toBe(1);
    expect(google).toEqual(['https://www.google.com/recaptcha/api.js?render=explicit&hl=fr']);
    expect(
      await page.evaluate(
        () => (window as unknown as { recaptchaRendered: { sitekey: string; size: string } }).recaptchaRendered,
      ),
    ).toMatchObject({ sitekey: '6LcTestSiteKey', size: 'invisible' });
    expect(bodies[0]!.template_params['g-recaptcha-response']).toBe('token-7');
    await expect
      .poll(() => lastToast(page))
      .toEqual(['Demande envoyée\u00a0!', 'Nous vous contacterons dans les plus brefs délais.']);
    await context.close();
  });
});
