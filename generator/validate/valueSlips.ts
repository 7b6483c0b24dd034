import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { problemOf, type Bilingual } from '../messages/messageKind.js';
import { mergedItem } from '../messages/valueMessages.js';
import { warningOf } from '../messages/warningOf.js';
import { formatPath } from './issueToProblems.js';
import { listSlips } from './listSlips.js';
import { textValueSlips } from './textValueSlips.js';
import type { ValueRule, ValueScope, ValueVisit } from './valueRule.js';

/** What the values are checked against. */
export interface ValueContext {
  /** The site's address (`https://www.telorys.fr`), once read; links to it and its e-mail domain are checked. */
  baseUrl?: string;
  /** Today, `YYYY-MM-DD` (UTC); the day the build runs by default. */
  today?: string;
}

/**
 * The slips in the values of YAML files and front matter that a schema cannot refuse, as one
 * table of rules. To add a slip, add a rule to its file's list.
 */
const valueRules: ValueRule[] = [
  ...textValueSlips, // a date to come or before 2000, a long title, `0102030405`, `1.500`, a link to localhost or to the site
  ...listSlips, // a text twice in a list, latitude and longitude swapped, an alt « IMG_2034.jpg »
];

/**
 * Walks the values of every YAML file and front matter once, calling every value rule on each;
 * then tells the list items folded over a line that reads like an item of its own (see
 * mergedItems). Problems go to `problems`; the warnings are returned. `part`: the rules that may
 * refuse, or those that only warn and the folded items (`site dev` tells these once saves pause).
 */
export function valueSlips(
  loaded: LoadedContent,
  context: ValueContext,
  problems: Problem[],
  part: 'all' | 'refusals' | 'warnings' = 'all',
): Bilingual[] {
  const warnings: Bilingual[] = [];
  const scope = scopeOf(context);
  const rules =
    part === 'all' ? valueRules : valueRules.filter((rule) => (rule.refuses === true) === (part === 'refusals'));
  const texts = rules.filter((rule) => rule.text);
  const lists = rules.filter((rule) => rule.list);
  const records = rules.filter((rule) => rule.record);
  for (const { source } of loaded.files.values()) {
    // Where and which field, worked out only for a value found wrong.
    const at = (path: (string | number)[]) => ({ ...source.locate(path), field: formatPath(path) });
    const visit: ValueVisit = {
      source,
      path: [],
      scope,
      refuse: (kind, args, path = visit.path) => void problems.push(problemOf(kind, args, at(path))),
      warn: (kind, args, path = visit.path) => void warnings.push(warningOf(kind, args, at(path))),
    };
    const walk = (value: unknown, path: (string | number)[]): void => {
      if (Array.isArray(value)) {
        value.forEach((item, index) => walk(item, [...path, index]));
        visit.path = path;
        for (const rule of lists) rule.list!(value, visit);
      } else if (value !== null && typeof value === 'object') {
        visit.path = path;
        for (const rule of records) rule.record!(value as Record<string, unknown>, visit);
        for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
      } else if (typeof value === 'string') {
        visit.path = path;
        for (const rule of texts) rule.text!(value, visit);
      }
    };
    walk(source.data, []);
    if (part === 'refusals') continue;
    for (const item of source.mergedItems ?? []) {
      const args = { joined: item.joined, next: item.next, line: item.position.line };
      warnings.push(warningOf(mergedItem, args, { ...item.position, field: item.field }));
    }
  }
  return warnings;
}

function scopeOf(context: ValueContext): ValueScope {
  const today = context.today ?? new Date().toISOString().slice(0, 10);
  // A French editor's today is UTC's tomorrow for an hour or two each night.
  const latest = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const site = URL.canParse(context.baseUrl ?? '') ? new URL(context.baseUrl!) : undefined;
  const bare = site?.host.replace(/^www\./, '');
  const ownHosts = site ? new Set([site.host, bare!, `www.${bare}`]) : new Set<string>();
  return { today, latest, ownHosts, siteDomain: site?.hostname.replace(/^www\./, '') };
}
