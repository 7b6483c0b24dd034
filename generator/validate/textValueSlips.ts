import { localLink } from '../messages/proseMessages.js';
import { ownDomainLink } from '../messages/placeMessages.js';
import { localWebhook } from '../messages/settingMessages.js';
import { textSlips } from '../messages/textSlips.js';
import { futureDate, longTitle, oldDate, phoneFormat } from '../messages/valueMessages.js';
import { impossibleDay } from '../shared/impossibleDay.js';
import type { ValueRule } from './valueRule.js';

/** The fields that say when content last changed (`updated`, a page's `date` and `lastmod`, `sitemap.lastmod`). */
const dateFields = new Set(['updated', 'date', 'lastmod']);

/** The slips of a text value. */
export const textValueSlips: ValueRule[] = [
  {
    refuses: true,
    // A date of change after today, refused (no page changed on a day to come, and the sitemap
    // would say so); before 2000, warned. `2026-13-01` is the schema's (the date does not exist).
    text(value, { path, scope, refuse, warn }) {
      const key = path.at(-1);
      if (typeof key !== 'string' || !dateFields.has(key)) return;
      if (/^\d{4}-\d\d-\d\d/.test(value) && value.slice(0, 10) > scope.latest && !impossibleDay(value))
        refuse(futureDate, { date: value, today: scope.today });
      else if (/^1\d{3}-\d\d-\d\d/.test(value)) warn(oldDate, { date: value });
    },
  },
  {
    // A page title longer than search results show, warned.
    text(value, { path, warn }) {
      if (path.length === 1 && path[0] === 'title' && !value.includes('{') && value.trim().length > 60)
        warn(longTitle, { length: value.trim().length });
    },
  },
  {
    // A phone number without its spaces (`0102030405`); in any other text what textSlips finds: a
    // number written with dots, a percentage over 100, hours that are no span of a day, an e-mail
    // domain one slip from a known one.
    text(value, { path, scope, warn }) {
      // Only a phone's text is read without its spaces (every title and description was, 0.01 s a check at 10,000 pages).
      const digits = path.at(-1) === 'display' && path.at(-2) === 'phone' ? value.replace(/[\s\u00a0]/g, '') : '';
      if (/^0\d{9}$/.test(digits) && !/^0\d([ \u00a0]\d\d){4}$/.test(value))
        warn(phoneFormat, { written: value, fixed: digits.replace(/(\d\d)(?=\d)/g, '$1 ') });
      else for (const slip of textSlips(value, scope.siteDomain)) warn(slip.kind, slip.args as never);
    },
  },
  {
    refuses: true,
    // A link to a test address (`http://localhost:3000/cgv`), refused; a webhook tested on
    // localhost named with its n8n production address; a link to the site written with its full
    // address, warned.
    text(value, { path, scope, refuse, warn }) {
      const link = value.startsWith('http') ? /^https?:\/\/([^/?#\s]+)((?:[/?#]\S*)?)$/.exec(value) : null;
      if (!link) return;
      const key = path.at(-1);
      const local = /^(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(:\d+)?$/i.test(link[1]!);
      if (local && typeof key === 'string' && /WebhookUrl$/.test(key))
        refuse(localWebhook, { href: value, example: webhookExample(link[2]!, scope.siteDomain) });
      else if (local) refuse(localLink, { href: value, computer: false });
      else if (scope.ownHosts.has(link[1]!.toLowerCase()) && !(path.length === 1 && path[0] === 'baseUrl'))
        warn(ownDomainLink, { href: value, path: link[2] || '/', insecure: value.startsWith('http:') });
    },
  },
];

/** The address a webhook tested on `localhost` has on the n8n server: n8n's test path `/webhook-test/…` is `/webhook/…` there. */
function webhookExample(path: string, domain: string | undefined): string {
  return `https://n8n.${domain ?? 'example.fr'}${path.replace(/^\/webhook-test\//, '/webhook/') || '/webhook/…'}`;
}
