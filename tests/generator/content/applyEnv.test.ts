import { describe, expect, it } from 'vitest';
import { applyEnv } from '../../../generator/content/applyEnv.js';
import { formatProblemIn } from '../../../generator/errors.js';
import { loadContent } from '../../../generator/load/loadContent.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import { fixtureRoot } from '../../helpers/tempSite.js';

const { site } = validateContent(await loadContent(fixtureRoot), { env: {} });

describe('applyEnv', () => {
  it('overrides site.yaml with each variable', () => {
    const { site: result, problems } = applyEnv(site, {
      SITE_BASE_URL: 'https://preview.example.fr/',
      SITE_EMAILJS_PUBLIC_KEY: 'pk',
      SITE_EMAILJS_SERVICE_ID: 'service',
      SITE_EMAILJS_TEMPLATE_QUOTE: 'quote',
      SITE_EMAILJS_TEMPLATE_DEMO: 'demo',
      SITE_CHAT_WEBHOOK_URL: 'https://hooks.example.fr/chat',
      SITE_ELIGIBILITY_KEY: 'partner',
    });
    expect(problems).toEqual([]);
    expect(result.baseUrl).toBe('https://preview.example.fr');
    expect(result.integrations).toEqual({
      emailjs: { publicKey: 'pk', serviceId: 'service', quoteTemplate: 'quote', demoTemplate: 'demo' },
      chatWebhookUrl: 'https://hooks.example.fr/chat',
      eligibility: { url: site.integrations.eligibility.url, partnerKey: 'partner' },
    });
  });

  it('follows the order site.yaml < environment < command line, and ignores empty variables', () => {
    expect(applyEnv(site, {}).site.baseUrl).toBe(site.baseUrl);
    expect(applyEnv(site, { SITE_BASE_URL: '' }).site.baseUrl).toBe(site.baseUrl);
    expect(applyEnv(site, { SITE_BASE_URL: 'https://env.example.fr' }).site.baseUrl).toBe('https://env.example.fr');
    expect(applyEnv(site, { SITE_BASE_URL: 'https://env.example.fr' }, 'https://flag.example.fr').site.baseUrl).toBe(
      'https://flag.example.fr',
    );
  });

  it('refuses a webhook that is not an address', () => {
    const { problems } = applyEnv(site, { SITE_CHAT_WEBHOOK_URL: 'hooks/chat' });
    expect(problems.map((problem) => problem.message)).toEqual([
      'expected an address starting with https://, got "hooks/chat"',
    ]);
  });

  it('sends requests to SITE_REQUESTS_WEBHOOK_URL, and refuses one that is not an address, in both languages', () => {
    const url = 'https://n8n.telorys.fr/webhook/demandes';
    expect(applyEnv(site, { SITE_REQUESTS_WEBHOOK_URL: url }).site.integrations.requestsWebhookUrl).toBe(url);
    const { site: kept, problems } = applyEnv(site, { SITE_REQUESTS_WEBHOOK_URL: 'n8n.telorys.fr/webhook' });
    expect(kept.integrations.requestsWebhookUrl).toBeUndefined();
    expect(problems.map((problem) => formatProblemIn(problem, 'en'))).toEqual([
      'environment SITE_REQUESTS_WEBHOOK_URL: expected an address starting with https://, got "n8n.telorys.fr/webhook"\n  hint: set SITE_REQUESTS_WEBHOOK_URL to a full address such as https://www.example.fr, or leave it unset to use content/site.yaml.',
    ]);
    expect(problems.map((problem) => formatProblemIn(problem, 'fr'))).toEqual([
      'Variable d’environnement SITE_REQUESTS_WEBHOOK_URL\u00a0: attendu une adresse commençant par https://, trouvé «\u00a0n8n.telorys.fr/webhook\u00a0»\n  conseil\u00a0: donnez à SITE_REQUESTS_WEBHOOK_URL une adresse complète comme https://www.example.fr, ou laissez-la vide pour utiliser content/site.yaml.',
    ]);
  });
});
