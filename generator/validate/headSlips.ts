import type { LoadedContent } from '../load/loadContent.js';
import { brandInTitle, markupInHead } from '../messages/headSlipMessages.js';
import type { Bilingual } from '../messages/messageKind.js';
import { warningOf } from '../messages/warningOf.js';
import type { HeadText } from './pageHeads.js';

/** Markdown and HTML that a title or description would show as typed, the first found named. */
const markup: [RegExp, (found: string) => string][] = [
  [/\*\*|__/, (found) => found],
  [/\[[^[\]]+\]\([^()]*\)/, () => '[…](…)'],
  [/<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?>/i, (found) => found],
  [/`[^`]+`/, () => '`…`'],
];

/**
 * Warnings for what a title or description shows that its editor did not mean: the brand at the
 * end of a title (the site adds « | brand » itself: « Tarifs | Telorys | Telorys »), and Markdown
 * or HTML, which a head shows as typed. Published all the same.
 */
export function headSlips(heads: readonly HeadText[], loaded: LoadedContent): Bilingual[] {
  const site = loaded.files.get('content/site.yaml')?.source.data as { brand?: { name?: unknown } } | null;
  const brand = typeof site?.brand?.name === 'string' ? site.brand.name.trim() : '';
  const warnings: Bilingual[] = [];
  for (const head of heads) {
    const ending = brand && head.field === 'title' ? brandEnding(head.value, brand) : undefined;
    if (ending) warnings.push(warningOf(brandInTitle, { title: head.value, brand, ending }, head.at));
    for (const [pattern, name] of markup) {
      const found = pattern.exec(head.value)?.[0];
      if (found === undefined) continue;
      warnings.push(warningOf(markupInHead, { field: head.field, markup: name(found) }, head.at));
      break;
    }
  }
  return warnings;
}

/** ` | Telorys`, ` - Telorys`, ` — Telorys` at the end of `title` (any case), when it is more than the brand. */
function brandEnding(title: string, brand: string): string | undefined {
  // No pattern: one ending compared, linear on any title (a `\s*` before the brand backtracked on a run of spaces).
  const text = title.trimEnd();
  if (text.slice(-brand.length).toLowerCase() !== brand.toLowerCase()) return undefined;
  const before = text.slice(0, text.length - brand.length).trimEnd();
  if (!/[|–—:-]$/.test(before) || !before.slice(0, -1).trim()) return undefined;
  return title.slice(before.length - 1);
}
