import type { PageLinks } from '../route/checkLinks.js';
import { extractLinks } from '../route/extractLinks.js';
import type { Route, TownSplice } from '../route/route.js';
import { neighbourTokens } from '../route/townLinks.js';
import type { Spliced } from './spliced.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { scriptJson } from '../shared/scriptJson.js';
import { queryValue } from '../../model/queryValue.js';

type Slot = { value: number; encode: (text: string) => string } | 'neighbours';

const url = (text: string) => escapeHtml(queryValue(text));

/**
 * Town pages of one département differ only in their texts and neighbours: the page is rendered
 * once per département with tokens, and each town's texts are spliced in, escaped as React
 * would have escaped them where each token stands (HTML text and attributes, the JSON-LD
 * script, the query of the call to action). A test compares the result with rendering the
 * page alone, byte for byte.
 */
export function createTownShell(render: (route: Route) => string) {
  const shells = new Map<
    Route,
    { parts: string[]; slots: Slot[]; item: string; links: { hrefs: string[]; ids: string[] } }
  >();
  const build = (template: Route) => {
    const html = render(template);
    const at = html.indexOf(neighbourTokens.href);
    const itemStart = html.lastIndexOf('<li>', at);
    const itemEnd = html.indexOf('</li>', at) + '</li>'.length;
    const item = html.slice(itemStart, itemEnd);
    const marked = html.slice(0, itemStart) + '\u0000' + html.slice(itemEnd);
    const scriptStart = marked.indexOf('<script type="application/ld+json">');
    const scriptEnd = marked.indexOf('</script>', scriptStart);
    const parts: string[] = [];
    const slots: Slot[] = [];
    let last = 0;
    for (const match of marked.matchAll(/xqT(\d+)qx|\u0000/g)) {
      const index = match.index!;
      parts.push(marked.slice(last, index));
      last = index + match[0].length;
      if (!match[1]) {
        slots.push('neighbours');
        continue;
      }
      const inScript = scriptStart >= 0 && index > scriptStart && index < scriptEnd;
      const inQuery = marked.slice(marked.lastIndexOf('"', index) + 1, index).startsWith('/?');
      slots.push({ value: Number(match[1]), encode: inScript ? scriptJson : inQuery ? url : escapeHtml });
    }
    parts.push(marked.slice(last));
    const links = extractLinks(html);
    return {
      parts,
      slots,
      item,
      links: {
        hrefs: links.hrefs.filter((href) => !href.includes('xq')),
        ids: links.ids.filter((id) => !id.includes('xq')),
      },
    };
  };
  return ({ template, values, neighbours }: TownSplice): { html: Spliced; links: Omit<PageLinks, 'path'> } => {
    let shell = shells.get(template);
    if (!shell) shells.set(template, (shell = build(template)));
    const { item } = shell;
    const filled = shell.slots.map((slot) =>
      slot === 'neighbours'
        ? // Function replacers: a replacement string would read `$'`, `$&`… in a town's name as patterns.
          neighbours
            .map((town) =>
              item
                .replace(neighbourTokens.href.slice(1), () => escapeHtml(town.href.slice(1)))
                .replace(neighbourTokens.label, () => escapeHtml(town.label)),
            )
            .join('')
        : slot.encode(values[slot.value]!),
    );
    return {
      html: { parts: shell.parts, values: filled },
      links: { hrefs: neighbours.map((town) => town.href), sharedHrefs: shell.links.hrefs, ids: shell.links.ids },
    };
  };
}
