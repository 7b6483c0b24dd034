import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkSite } from '../../../generator/check.js';
import { main } from '../../../generator/cli.js';
import { formatProblemIn } from '../../../generator/errors.js';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
let line = 0;
beforeAll(async () => {
  site = await createTempSite();
  line = (await site.read('content/site.yaml')).split('\n').findIndex((text) => text.startsWith('integrations:')) + 1;
});
afterAll(() => site.remove());

const emailjsEnv = {
  SITE_EMAILJS_PUBLIC_KEY: 'pk',
  SITE_EMAILJS_SERVICE_ID: 'service_x',
  SITE_EMAILJS_TEMPLATE_QUOTE: 'template_quote',
  SITE_EMAILJS_TEMPLATE_DEMO: 'template_demo',
};
const webhookEnv = { SITE_REQUESTS_WEBHOOK_URL: 'https://n8n.telorys.fr/webhook/demandes' };

const english = (at: number) =>
  `content/site.yaml:${at}:1 integrations: quote and demo requests reach nobody: no requests webhook (integrations.requestsWebhookUrl) and EmailJS incomplete (integrations.emailjs.publicKey, integrations.emailjs.serviceId, integrations.emailjs.quoteTemplate, integrations.emailjs.demoTemplate empty), so every request would depend on the visitor's mail program\n` +
  `  hint: give your webhook's address to integrations.requestsWebhookUrl in content/site.yaml or to SITE_REQUESTS_WEBHOOK_URL, or fill integrations.emailjs.publicKey, integrations.emailjs.serviceId, integrations.emailjs.quoteTemplate, integrations.emailjs.demoTemplate (SITE_EMAILJS_PUBLIC_KEY, SITE_EMAILJS_SERVICE_ID, SITE_EMAILJS_TEMPLATE_QUOTE, SITE_EMAILJS_TEMPLATE_DEMO); without --production the site builds as it is, for a trial.`;
const french = (at: number) =>
  `content/site.yaml:${at}:1 integrations\u00a0: les demandes de devis et de démo n’arrivent à personne\u00a0: aucun webhook de demandes (integrations.requestsWebhookUrl) et EmailJS incomplet (integrations.emailjs.publicKey, integrations.emailjs.serviceId, integrations.emailjs.quoteTemplate, integrations.emailjs.demoTemplate vides), chaque demande dépendrait de la messagerie du visiteur\n` +
  `  conseil\u00a0: donnez l’adresse de votre webhook à integrations.requestsWebhookUrl dans content/site.yaml ou à SITE_REQUESTS_WEBHOOK_URL, ou remplissez integrations.emailjs.publicKey, integrations.emailjs.serviceId, integrations.emailjs.quoteTemplate, integrations.emailjs.demoTemplate (SITE_EMAILJS_PUBLIC_KEY, SITE_EMAILJS_SERVICE_ID, SITE_EMAILJS_TEMPLATE_QUOTE, SITE_EMAILJS_TEMPLATE_DEMO)\u00a0; sans --production, le site se construit tel quel, pour un essai.`;

const checked = async (env: Record<string, string>, production = true) =>
  (await checkSite({ root: site.root, env, production })).problems;

describe('site check --production', () => {
  it('refuses a site whose requests reach nobody, naming the settings to fill, in English and in French', async () => {
    const problems = await checked({});
    expect(problems.map((problem) => formatProblemIn(problem, 'en'))).toEqual([english(line)]);
    expect(problems.map((problem) => formatProblemIn(problem, 'fr'))).toEqual([french(line)]);
  });

  it('passes with a requests webhook, or with the four EmailJS settings', async () => {
    expect(await checked(webhookEnv)).toEqual([]);
    expect(await checked(emailjsEnv)).toEqual([]);
  });

  it('names only the EmailJS settings still empty', async () => {
    const { SITE_EMAILJS_TEMPLATE_DEMO: _demo, ...partial } = emailjsEnv;
    const [problem] = await checked(partial);
    expect(problem!.message).toContain('EmailJS incomplete (integrations.emailjs.demoTemplate empty)');
    expect(problem!.fr!.hint).toContain('remplissez integrations.emailjs.demoTemplate (SITE_EMAILJS_TEMPLATE_DEMO)');
  });

  it('says nothing of it without --production: the README’s commands work without any key', async () => {
    expect(await checked({}, false)).toEqual([]);
  });
});

describe('site build --production', () => {
  it('refuses a site whose requests reach nobody, writing nothing, in both languages', async () => {
    const outcome = await buildInProcess(site.root, { production: true, outDir: 'out-production' });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(`${english(line)}\n\nContent check failed: 1 problem found.`);
    expect(outcome.french).toContain(french(line));
  });

  it('builds with a requests webhook set in site.yaml, and without --production with nothing set', async () => {
    expect((await buildInProcess(site.root, { outDir: 'out-trial' })).code).toBe(0);
    await site.edit(
      'content/site.yaml',
      '  chatWebhookUrl: ""\n',
      '  chatWebhookUrl: ""\n  requestsWebhookUrl: https://n8n.telorys.fr/webhook/demandes\n',
    );
    expect((await buildInProcess(site.root, { production: true, outDir: 'out-production' })).code).toBe(0);
  });
});

describe('integrations.requestsWebhookUrl in content/site.yaml', () => {
  it('is checked like the chat webhook: a value that is not an address stops the check at its line, in both languages', async () => {
    const broken = await createTempSite();
    try {
      await broken.edit(
        'content/site.yaml',
        '  chatWebhookUrl: ""\n',
        '  chatWebhookUrl: ""\n  requestsWebhookUrl: n8n.telorys.fr/webhook\n',
      );
      const at = (await broken.read('content/site.yaml')).split('\n').findIndex((text) => text.includes('n8n.')) + 1;
      const { problems } = await checkSite({ root: broken.root, env: {} });
      expect(problems.map((problem) => formatProblemIn(problem, 'en'))).toEqual([
        `content/site.yaml:${at}:23 integrations.requestsWebhookUrl: expected an address starting with https://, got the text "n8n.telorys.fr/webhook"`,
      ]);
      expect(problems.map((problem) => formatProblemIn(problem, 'fr'))).toEqual([
        `content/site.yaml:${at}:23 integrations.requestsWebhookUrl\u00a0: attendu une adresse commençant par https://, trouvé le texte «\u00a0n8n.telorys.fr/webhook\u00a0»`,
      ]);
    } finally {
      await broken.remove();
    }
  });
});

describe('the --production option of site check', () => {
  it('is read from the command line: exit 1 and the problem in French with --lang fr', async () => {
    const bare = await createTempSite();
    const printed: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((text: string) => void printed.push(text));
    const keys = Object.keys(process.env).filter((name) => name.startsWith('SITE_'));
    const saved = Object.fromEntries(keys.map((name) => [name, process.env[name]]));
    for (const name of keys) delete process.env[name];
    const exitCode = process.exitCode;
    try {
      await main(['--lang', 'fr', 'check', '--production'], { toolRoot: repoRoot, cwd: bare.root });
      expect(process.exitCode).toBe(1);
      expect(printed[0]).toBe(french(line));
    } finally {
      process.exitCode = exitCode;
      Object.assign(process.env, saved);
      error.mockRestore();
      await bare.remove();
    }
  });
});
