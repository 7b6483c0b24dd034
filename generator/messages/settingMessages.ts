import { quoted } from './lang.js';
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
