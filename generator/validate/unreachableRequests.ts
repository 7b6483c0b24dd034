import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { problemOf } from '../messages/messageKind.js';
import { requestsReachNobody } from '../messages/settingMessages.js';
import type { Site } from '../../model/site.js';

/** The EmailJS settings both forms need: the key and service, and a template per form. */
const emailjsKeys = ['publicKey', 'serviceId', 'quoteTemplate', 'demoTemplate'] as const;

/**
 * For `--production`: the problem of a site whose quote and demo requests reach nobody, neither
 * a requests webhook nor the four EmailJS settings being set (after the environment), at the
 * `integrations:` line of `content/site.yaml`; undefined when requests reach the business.
 * A site built without keys still works for a trial: every request opens the mail program.
 */
export function unreachableRequests(site: Site, loaded: LoadedContent): Problem | undefined {
  const { emailjs, requestsWebhookUrl } = site.integrations;
  if (requestsWebhookUrl) return undefined;
  const missing = emailjsKeys.filter((key) => !emailjs[key].trim());
  if (missing.length === 0) return undefined;
  const file = 'content/site.yaml';
  const lines = loaded.files.get(file)?.text.split('\n') ?? [];
  const index = lines.findIndex((line) => /^integrations\s*:/.test(line));
  const position = index < 0 ? { file, line: 0, column: 0 } : { file, line: index + 1, column: 1 };
  return problemOf(requestsReachNobody, { missing: [...missing] }, { ...position, field: 'integrations' });
}
