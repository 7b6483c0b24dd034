import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { problemOf, type Bilingual } from '../messages/messageKind.js';
import { ownDomainLink } from '../messages/placeMessages.js';
import { futureDate, mergedItem, phoneFormat } from '../messages/valueMessages.js';
import { formatPath } from './issueToProblems.js';
import { textSlips } from './textSlips.js';
import { warningOf } from './warningOf.js';

/** The fields that say when content last changed (`updated`, a page's `date` and `lastmod`, `sitemap.lastmod`). */
const dateFields = new Set(['updated', 'date', 'lastmod']);

/** What the values are checked against. */
export interface ValueContext {
  /** The site's address (`https://www.telorys.fr`), once read; links to it and its e-mail domain are checked. */
  baseUrl?: string;
  /** Today, `YYYY-MM-DD` (UTC); the day the build runs by default. */
  today?: string;
}

/**
 * Walks the values of every YAML file and front matter once, for what a schema cannot refuse:
 * a date of change after today (refused: no page changed on a day to come, and the sitemap would
 * say so), and as warnings a link to the site written with its full address, a French number
 * written otherwise than in pairs, a percentage over 100, an e-mail domain one slip from a known one,
 * a list item folded over a line that reads like an item of its own (see mergedItems). Problems
 * go to `problems`; the warnings are returned.
 */
export function valueSlips(loaded: LoadedContent, context: ValueContext, problems: Problem[]): Bilingual[] {
  const warnings: Bilingual[] = [];
  const today = context.today ?? new Date().toISOString().slice(0, 10);
  // A French editor's today is UTC's tomorrow for an hour or two each night.
  const latest = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const site = URL.canParse(context.baseUrl ?? '') ? new URL(context.baseUrl!) : undefined;
  const ownHosts = site
    ? new Set([site.host, site.host.replace(/^www\./, ''), `www.${site.host.replace(/^www\./, '')}`])
    : new Set<string>();
  const siteDomain = site?.hostname.replace(/^www\./, '');

  for (const file of loaded.files.values()) {
    const { source } = file;
    const visit = (value: unknown, path: (string | number)[]): void => {
      if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
      else if (value !== null && typeof value === 'object')
        for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
      else if (typeof value === 'string') check(value, path);
    };
    const check = (value: string, path: (string | number)[]) => {
      const key = path.at(-1);
      const field = formatPath(path);
      const at = () => source.locate(path);
      if (
        typeof key === 'string' &&
        dateFields.has(key) &&
        /^\d{4}-\d\d-\d\d/.test(value) &&
        value.slice(0, 10) > latest
      )
        problems.push(problemOf(futureDate, { date: value, today }, at(), field));
      if (
        key === 'display' &&
        path.at(-2) === 'phone' &&
        /^0\d{9}$/.test(value.replace(/\s/g, '')) &&
        !/^0\d([ \u00a0]\d\d){4}$/.test(value)
      )
        warnings.push(
          warningOf(
            phoneFormat,
            { written: value, fixed: value.replace(/\D/g, '').replace(/(\d\d)(?=\d)/g, '$1 ') },
            at(),
            field,
          ),
        );
      else
        for (const slip of textSlips(value, siteDomain))
          warnings.push(warningOf(slip.kind, slip.args as never, at(), field));
      const link = /^https?:\/\/([^/?#\s]+)(\S*)$/.exec(value);
      if (link && ownHosts.has(link[1]!.toLowerCase()) && field !== 'baseUrl')
        warnings.push(
          warningOf(
            ownDomainLink,
            { href: value, path: link[2] || '/', insecure: value.startsWith('http:') },
            at(),
            field,
          ),
        );
    };
    visit(source.data, []);
    for (const item of source.mergedItems ?? []) {
      const args = { joined: item.joined, next: item.next, line: item.position.line };
      warnings.push(warningOf(mergedItem, args, item.position, item.field));
    }
  }
  return warnings;
}
