import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../model/contentSecurityPolicy.js';
import { loadContent } from '../../generator/load/loadContent.js';
import { validateContent } from '../../generator/validate/validateContent.js';
import { fixtureRoot } from '../helpers/tempSite.js';

const { site } = validateContent(await loadContent(fixtureRoot), { env: {} });

describe('contentSecurityPolicy', () => {
  it('allows the site itself and exactly the configured third parties', () => {
    const configured = {
      ...site,
      integrations: {
        ...site.integrations,
        chatWebhookUrl: 'https://hooks.example.fr/webhook/chat',
        eligibility: { url: 'https://check.example.net/embed?x=1', partnerKey: 'k' },
      },
    };
    expect(contentSecurityPolicy(configured)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self' https://api.emailjs.com https://hooks.example.fr https://check.example.net; frame-src https://check.example.net; object-src 'none'; base-uri 'self'; form-action 'self' mailto:",
    );
  });

  it('lets only the pages that search compile WebAssembly, for Pagefind (issue 43)', () => {
    expect(contentSecurityPolicy(site)).not.toContain('wasm');
    const searching = contentSecurityPolicy(site, [], { search: true });
    expect(searching).toContain("; script-src 'self' 'wasm-unsafe-eval'");
    expect(searching.replace(" 'wasm-unsafe-eval'", '')).toBe(contentSecurityPolicy(site));
    expect(searching).not.toContain("'unsafe-eval'; ");
  });

  it('allows no frame and no webhook when none is configured', () => {
    const bare = {
      ...site,
      integrations: { ...site.integrations, chatWebhookUrl: '', eligibility: { url: '', partnerKey: '' } },
    };
    const policy = contentSecurityPolicy(bare);
    expect(policy).toContain("frame-src 'none'");
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com;");
  });

  it('allows reCAPTCHA’s script and frame hosts when, and only when, a site key is configured', () => {
    const withKey = {
      ...site,
      integrations: {
        ...site.integrations,
        emailjs: { ...site.integrations.emailjs, recaptchaSiteKey: '6LcKey' },
        eligibility: { url: '', partnerKey: '' },
      },
    };
    const policy = contentSecurityPolicy(withKey);
    expect(policy).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;");
    expect(policy).toContain('frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;');
    for (const key of [undefined, '']) {
      const without = contentSecurityPolicy({
        ...withKey,
        integrations: { ...withKey.integrations, emailjs: { ...withKey.integrations.emailjs, recaptchaSiteKey: key } },
      });
      expect(without).toContain("script-src 'self';");
      expect(without).toContain("frame-src 'none';");
      expect(without).not.toMatch(/google|gstatic|recaptcha/);
    }
  });

  it('allows the requests webhook’s origin when, and only when, one is configured', () => {
    const bare = { ...site.integrations, eligibility: { url: '', partnerKey: '' } };
    for (const requestsWebhookUrl of [undefined, '']) {
      const policy = contentSecurityPolicy({ ...site, integrations: { ...bare, requestsWebhookUrl } });
      expect(policy).toContain("connect-src 'self' https://api.emailjs.com;");
    }
    const withWebhook = contentSecurityPolicy({
      ...site,
      integrations: { ...bare, requestsWebhookUrl: 'https://n8n.telorys.fr/webhook/demandes?source=site' },
    });
    expect(withWebhook).toContain("connect-src 'self' https://api.emailjs.com https://n8n.telorys.fr;");
    const sameHostAsChat = contentSecurityPolicy({
      ...site,
      integrations: {
        ...bare,
        requestsWebhookUrl: 'https://n8n.telorys.fr/webhook/demandes',
        chatWebhookUrl: 'https://n8n.telorys.fr/webhook/chat',
      },
    });
    expect(sameHostAsChat).toContain("connect-src 'self' https://api.emailjs.com https://n8n.telorys.fr;");
  });
});
