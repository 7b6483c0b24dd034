import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';
import { inFrench } from './modelMessagesFr.js';

/** An environment variable or `--base-url` that is not a web address. */
export const notAnAddress = messageKind<{ name: string; value: string }>({
  example: { name: 'SITE_BASE_URL', value: 'www.example.fr' },
  en: ({ name, value }) => ({
    message: `expected an address starting with https://, got "${value}"`,
    hint: `set ${name} to a full address such as https://www.example.fr, or leave it unset to use content/site.yaml.`,
  }),
  fr: ({ name, value }) => ({
    message: `attendu une adresse commençant par https://, trouvé ${quoted(value)}`,
    hint: `donnez à ${name} une adresse complète comme https://www.example.fr, ou laissez-la vide pour utiliser content/site.yaml.`,
  }),
});

/**
 * The sentence a setting's problem is told in: it names the setting, an option of the command line
 * or an environment variable, before what is wrong with its value (`message`, in the same language).
 */
export const settingSentence = messageKind<{ name: string; message: string }>({
  example: { name: '--base-url', message: '…' },
  en: ({ name, message }) => ({
    message: `${name.startsWith('--') ? 'command line' : 'environment'} ${name}: ${message}`,
  }),
  fr: ({ name, message }) => ({
    message: `${name.startsWith('--') ? 'Option' : 'Variable d’environnement'} ${name}\u00a0: ${message}`,
  }),
});

/** A base URL with more than the site's address (a query, a fragment, credentials). */
export const notTheSiteAlone = messageKind<{ name: string; value: string; fault: string; fixed: string }>({
  example: {
    name: 'SITE_BASE_URL',
    value: 'https://www.example.fr/?q=1',
    fault: 'a query (?q=1)',
    fixed: 'https://www.example.fr',
  },
  en: ({ name, value, fault, fixed }) => ({
    message: `expected the address of the site alone, without ${fault}, got "${value}"`,
    hint: `set ${name} to ${fixed}`,
  }),
  fr: ({ name, value, fault, fixed }) => ({
    message: `${inFrench(`expected the address of the site alone, without ${fault}`)}, trouvé ${quoted(value)}`,
    hint: `donnez à ${name} la valeur ${fixed}`,
  }),
});

/** `--production` and neither EmailJS nor a requests webhook: every request would depend on the visitor's mail program. */
export const requestsReachNobody = messageKind<{ missing: string[] }>({
  example: { missing: ['publicKey', 'serviceId', 'quoteTemplate', 'demoTemplate'] },
  en: ({ missing }) => ({
    message: `quote and demo requests reach nobody: no requests webhook (integrations.requestsWebhookUrl) and EmailJS incomplete (${emailjsSettings(missing)} empty), so every request would depend on the visitor's mail program`,
    hint: `give your webhook's address to integrations.requestsWebhookUrl in content/site.yaml or to SITE_REQUESTS_WEBHOOK_URL, or fill ${emailjsSettings(missing)} (${emailjsVariables(missing)}); without --production the site builds as it is, for a trial.`,
  }),
  fr: ({ missing }) => ({
    message: `les demandes de devis et de démo n’arrivent à personne\u00a0: aucun webhook de demandes (integrations.requestsWebhookUrl) et EmailJS incomplet (${emailjsSettings(missing)} ${missing.length > 1 ? 'vides' : 'vide'}), chaque demande dépendrait de la messagerie du visiteur`,
    hint: `donnez l’adresse de votre webhook à integrations.requestsWebhookUrl dans content/site.yaml ou à SITE_REQUESTS_WEBHOOK_URL, ou remplissez ${emailjsSettings(missing)} (${emailjsVariables(missing)})\u00a0; sans --production, le site se construit tel quel, pour un essai.`,
  }),
});

/** The environment variable of each EmailJS setting. */
const emailjsVariable: Record<string, string> = {
  publicKey: 'SITE_EMAILJS_PUBLIC_KEY',
  serviceId: 'SITE_EMAILJS_SERVICE_ID',
  quoteTemplate: 'SITE_EMAILJS_TEMPLATE_QUOTE',
  demoTemplate: 'SITE_EMAILJS_TEMPLATE_DEMO',
};

function emailjsSettings(missing: string[]): string {
  return missing.map((key) => `integrations.emailjs.${key}`).join(', ');
}

function emailjsVariables(missing: string[]): string {
  return missing.map((key) => emailjsVariable[key] ?? key).join(', ');
}

/** A webhook on `localhost` (n8n's test address): each visitor's browser would call its own computer. */
export const localWebhook = messageKind<{ href: string; example: string }>({
  example: { href: 'http://localhost:5678/webhook-test/chat', example: 'https://n8n.telorys.fr/webhook/chat' },
  en: ({ href, example }) => ({
    message: `the webhook ${href} is a test address: localhost only reaches the computer it is typed on, so each visitor's browser would call its own computer`,
    hint: `write the Production URL of the n8n Webhook node, the https:// address of the n8n server, such as ${example}.`,
  }),
  fr: ({ href, example }) => ({
    message: `le webhook ${quoted(href)} est une adresse de test\u00a0: localhost ne mène qu’à l’ordinateur où on l’écrit, le navigateur de chaque visiteur appellerait donc son propre ordinateur`,
    hint: `écrivez l’adresse de production («\u00a0Production URL\u00a0») du nœud Webhook de n8n, l’adresse https:// du serveur n8n, comme ${example}.`,
  }),
});
