import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { problemOf, type Bilingual, type MessageKind } from '../messages/messageKind.js';
import { ownDomainLink, swappedPosition } from '../messages/placeMessages.js';
import { futureDate, longTitle, mergedItem, oldDate, phoneFormat, repeatedItem } from '../messages/valueMessages.js';
import { localLink } from '../messages/proseMessages.js';
import { localWebhook } from '../messages/settingMessages.js';
import { formatPath } from './issueToProblems.js';
import { impossibleDay } from '../shared/impossibleDay.js';
import { textSlips } from '../messages/textSlips.js';
import { uselessAlt } from '../messages/inlineSlipMessages.js';
import { isUselessAlt } from '../shared/uselessAlt.js';
import { warningOf } from '../messages/warningOf.js';

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
 * Walks the values of every YAML file and front matter once, for what a schema cannot refuse.
 * Refused: a date of change after today (no page changed on a day to come, and the sitemap would
 * say so), a link to a test address (`http://localhost:3000/cgv`), a city's latitude and longitude
 * swapped. Warned: a date before 2000, a link to the site
 * written with its full address, a page title longer than 60 characters, a picture's alt that is
 * a file name or « image », a text twice in one list, a list item folded over a line that
 * reads like an item of its own (see mergedItems), and in texts what textSlips finds (a number
 * written with dots, a percentage over 100, hours that are no span of a day, an e-mail domain one
 * slip from a known one). Problems go to `problems`; the warnings are returned.
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
      if (Array.isArray(value)) {
        value.forEach((item, index) => visit(item, [...path, index]));
        // The cells of a row of the plan comparison repeat by nature (`[oui, oui, oui]`).
        if (!(path.at(-1) === 'values' && path.at(-4) === 'comparison')) repeated(value, path);
        if (path.at(-1) === 'position' && path.at(-2) === 'geo') swapped(value, path);
      } else if (value !== null && typeof value === 'object') {
        uselessAltOf(value as Record<string, unknown>, path);
        for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
      } else if (typeof value === 'string') check(value, path);
    };
    const check = (value: string, path: (string | number)[]) => {
      const key = path.at(-1);
      // Where and which field, worked out only for a value found wrong.
      const refuse = <A>(kind: MessageKind<A>, args: A) =>
        problems.push(problemOf(kind, args, { ...source.locate(path), field: formatPath(path) }));
      const warn = <A>(kind: MessageKind<A>, args: A) =>
        warnings.push(warningOf(kind, args, { ...source.locate(path), field: formatPath(path) }));
      if (
        typeof key === 'string' &&
        dateFields.has(key) &&
        /^\d{4}-\d\d-\d\d/.test(value) &&
        value.slice(0, 10) > latest &&
        !impossibleDay(value) // `2026-13-01`: the schema's problem says the date does not exist
      )
        refuse(futureDate, { date: value, today });
      else if (typeof key === 'string' && dateFields.has(key) && /^1\d{3}-\d\d-\d\d/.test(value))
        warn(oldDate, { date: value });
      if (key === 'title' && path.length === 1 && !value.includes('{') && value.trim().length > 60)
        warn(longTitle, { length: value.trim().length });
      const digits = value.replace(/[\s\u00a0]/g, '');
      if (
        key === 'display' &&
        path.at(-2) === 'phone' &&
        /^0\d{9}$/.test(digits) &&
        !/^0\d([ \u00a0]\d\d){4}$/.test(value)
      )
        warn(phoneFormat, { written: value, fixed: digits.replace(/(\d\d)(?=\d)/g, '$1 ') });
      else for (const slip of textSlips(value, siteDomain)) warn(slip.kind, slip.args as never);
      const link = value.startsWith('http') ? /^https?:\/\/([^/?#\s]+)((?:[/?#]\S*)?)$/.exec(value) : null;
      if (!link) return;
      const local = /^(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(:\d+)?$/i.test(link[1]!);
      if (local && typeof key === 'string' && /WebhookUrl$/.test(key))
        refuse(localWebhook, { href: value, example: webhookExample(link[2]!, siteDomain) });
      else if (local) refuse(localLink, { href: value, computer: false });
      else if (ownHosts.has(link[1]!.toLowerCase()) && formatPath(path) !== 'baseUrl')
        warn(ownDomainLink, { href: value, path: link[2] || '/', insecure: value.startsWith('http:') });
    };
    // Mainland France lies between latitudes 41 and 51.5 and longitudes -5.5 and 10: two numbers the other way round are swapped.
    const swapped = ([latitude, longitude]: unknown[], path: (string | number)[]) => {
      const region = (source.data as { geo?: { region?: unknown } }).geo?.region;
      if (typeof latitude !== 'number' || typeof longitude !== 'number' || !/^FR-(\d\d|2[AB])$/.test(String(region)))
        return;
      const mainland = (lat: number, long: number) => lat >= 41 && lat <= 51.5 && long >= -5.5 && long <= 10;
      if (!mainland(latitude, longitude) && mainland(longitude, latitude))
        problems.push(
          problemOf(swappedPosition, { latitude, longitude }, { ...source.locate(path), field: formatPath(path) }),
        );
    };
    // A picture's `alt` that says nothing of it (`IMG_2034.jpg`, « image »), the image beside it named.
    const uselessAltOf = (record: Record<string, unknown>, path: (string | number)[]) => {
      if (typeof record.alt !== 'string' || !isUselessAlt(record.alt)) return;
      const image = String([record.src, record.image].find((name) => typeof name === 'string') ?? '');
      const at = [...path, 'alt'];
      warnings.push(
        warningOf(uselessAlt, { alt: record.alt.trim(), image }, { ...source.locate(at), field: formatPath(at) }),
      );
    };
    // The same text twice in one list: a line pasted twice, shown twice.
    const repeated = (items: unknown[], path: (string | number)[]) => {
      const first = new Map<string, number>();
      items.forEach((item, index) => {
        if (typeof item !== 'string') return;
        const earlier = first.get(item.trim());
        if (earlier === undefined) return void first.set(item.trim(), index);
        const args = { item: item.trim(), line: source.locate([...path, earlier]).line };
        warnings.push(
          warningOf(repeatedItem, args, { ...source.locate([...path, index]), field: formatPath([...path, index]) }),
        );
      });
    };
    visit(source.data, []);
    for (const item of source.mergedItems ?? []) {
      const args = { joined: item.joined, next: item.next, line: item.position.line };
      warnings.push(warningOf(mergedItem, args, { ...item.position, field: item.field }));
    }
  }
  return warnings;
}

/** The address a webhook tested on `localhost` has on the n8n server: n8n's test path `/webhook-test/…` is `/webhook/…` there. */
function webhookExample(path: string, domain: string | undefined): string {
  return `https://n8n.${domain ?? 'example.fr'}${path.replace(/^\/webhook-test\//, '/webhook/') || '/webhook/…'}`;
}
