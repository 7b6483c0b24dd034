import type { Problem } from '../errors.js';
import { problemOf } from '../messages/messageKind.js';
import { notAnAddress, notTheSiteAlone, settingSentence } from '../messages/settingMessages.js';
import { baseUrlFault } from '../../model/fields.js';
import type { Site } from '../../model/site.js';
import { trimChars } from '../../model/trimChars.js';

/** Build-time overrides, by environment variable name. Order: site.yaml < environment < CLI flag. */
const overrides = {
  SITE_BASE_URL: (site, value) => ({ ...site, baseUrl: value }),
  SITE_EMAILJS_PUBLIC_KEY: (site, value) => withEmailjs(site, { publicKey: value }),
  SITE_EMAILJS_SERVICE_ID: (site, value) => withEmailjs(site, { serviceId: value }),
  SITE_EMAILJS_TEMPLATE_QUOTE: (site, value) => withEmailjs(site, { quoteTemplate: value }),
  SITE_EMAILJS_TEMPLATE_DEMO: (site, value) => withEmailjs(site, { demoTemplate: value }),
  SITE_CHAT_WEBHOOK_URL: (site, value) => ({ ...site, integrations: { ...site.integrations, chatWebhookUrl: value } }),
  SITE_REQUESTS_WEBHOOK_URL: (site, value) => ({
    ...site,
    integrations: { ...site.integrations, requestsWebhookUrl: value },
  }),
  SITE_ELIGIBILITY_KEY: (site, value) => ({
    ...site,
    integrations: { ...site.integrations, eligibility: { ...site.integrations.eligibility, partnerKey: value } },
  }),
} satisfies Record<string, (site: Site, value: string) => Site>;

/** Names of the environment variables that override `content/site.yaml`. */
export const envNames = Object.keys(overrides) as (keyof typeof overrides)[];

const urlVariables = new Set(['SITE_BASE_URL', 'SITE_CHAT_WEBHOOK_URL', 'SITE_REQUESTS_WEBHOOK_URL']);

/**
 * Applies the environment variables that are set (an empty variable counts as unset) and
 * an explicit base URL from the command line last. Bad addresses are problems, not fallbacks.
 */
export function applyEnv(
  site: Site,
  env: Record<string, string | undefined>,
  baseUrlFlag?: string,
): { site: Site; problems: Problem[] } {
  const problems: Problem[] = [];
  let result = site;
  const entries: [string, string | undefined][] = envNames.map((name) => [name, env[name]]);
  if (baseUrlFlag !== undefined) entries.push(['--base-url', baseUrlFlag]);
  for (const [name, raw] of entries) {
    const value = raw?.trim();
    if (!value) continue;
    const key = name === '--base-url' ? 'SITE_BASE_URL' : (name as keyof typeof overrides);
    const position = { file: name.startsWith('--') ? 'command line' : 'environment', line: 0, column: 0 };
    if (urlVariables.has(key) && !isHttpUrl(value)) {
      problems.push(setting(problemOf(notAnAddress, { name, value }, { ...position, field: name })));
      continue;
    }
    const found = key === 'SITE_BASE_URL' ? baseUrlFault(value) : undefined;
    if (found) {
      problems.push(setting(problemOf(notTheSiteAlone, { name, value, ...found }, { ...position, field: name })));
      continue;
    }
    result = overrides[key](result, key === 'SITE_BASE_URL' ? trimChars(value, '/', 'end') : value);
  }
  return { site: { ...result, baseUrl: trimChars(result.baseUrl, '/', 'end') }, problems };
}

/** The problem told as a sentence that names the setting (an option or an environment variable), in both languages. */
function setting(problem: Problem): Problem {
  const name = problem.field;
  return {
    ...problem,
    sentence: settingSentence.en({ name, message: problem.message }).message,
    fr: { ...problem.fr!, sentence: settingSentence.fr({ name, message: problem.fr!.message }).message },
  };
}

function withEmailjs(site: Site, patch: Partial<Site['integrations']['emailjs']>): Site {
  return { ...site, integrations: { ...site.integrations, emailjs: { ...site.integrations.emailjs, ...patch } } };
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
