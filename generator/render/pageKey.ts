import { createHash } from 'node:crypto';
import type { SiteContextValue } from '../../templates/SiteContext.js';
import type { Route } from '../route/route.js';

/*
 * The dependency record of a page, as one digest. A page's HTML is a pure function of its route
 * (its props, its compiled Markdown, a town's texts and its département's shell), of the page
 * context every page shares (site, navigation, asset names, local links, the cart's products)
 * and of the code that draws it (templates, generator). Whatever content file fed those values,
 * a page whose key has not changed renders to the same bytes: `site dev` keeps a rendered page
 * while its key stays the same.
 * Markdown and town pages are keyed on what their shells are filled with (see
 * createPageRenderer): whoever makes those shells read more of the route adds it here too.
 */

/** Digest of what every page shares, and of the code version (bump it with the templates). */
export function contextKey(context: SiteContextValue, codeVersion: string): string {
  return digest(`${codeVersion}\u0000${stableJson(context)}`);
}

/**
 * Digest of everything `route` is drawn from, under `sharedKey` (see `contextKey`). `shellKeys`
 * holds the digest of each département's shell, computed once for its hundreds of towns: its
 * owner (`site dev`'s state) keeps it as long as the shells it was computed for.
 */
export function pageKey(route: Route, sharedKey: string, shellKeys: WeakMap<Route, string>): string {
  if (route.page === 'markdown') {
    // The body is drawn from its compiled HTML alone (its source text adds nothing), and that
    // HTML, the bulk of the key, goes in last as it is, not escaped as JSON.
    const { body: _source, html, ...page } = route.markdown;
    return digest(`${sharedKey}\u0000${stableJson({ ...route, markdown: page })}\u0000${html}`);
  }
  if (!route.splice) return digest(`${sharedKey}\u0000${stableJson(route)}`);
  // A town is drawn from its splice alone (see createTownShell): its département's shell, one
  // object shared by hundreds of routes and digested once, its texts and its neighbours. Its
  // props repeat the shell's content (a third of the keys' time at 3,337 towns): left out.
  const { template, values, neighbours } = route.splice;
  let shell = shellKeys.get(template);
  if (shell === undefined) shellKeys.set(template, (shell = digest(stableJson(template))));
  return digest(
    `${sharedKey}\u0000${shell}\u0000${stableJson({ path: route.path, file: route.file, values, neighbours })}`,
  );
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/**
 * JSON with object keys sorted, so that two equal values built in another order give one text;
 * `undefined` fields are left out as JSON.stringify does, dates are written as ISO text. Written
 * by hand rather than with a replacer: a replacer copies every object, and the build computes
 * thousands of keys (10,000 Markdown pages: 0.9 s with a replacer, a fraction of that here).
 */
export function stableJson(value: unknown): string {
  return write(value) ?? 'null';
}

function write(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object')
    return typeof value === 'function' ? undefined : JSON.stringify(value);
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index++) text += (index > 0 ? ',' : '') + (write(value[index]) ?? 'null');
    return text + ']';
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function')
    return write((value as { toJSON: () => unknown }).toJSON());
  let text = '{';
  for (const key of Object.keys(value).sort()) {
    const item = write((value as Record<string, unknown>)[key]);
    if (item !== undefined) text += (text.length > 1 ? ',' : '') + JSON.stringify(key) + ':' + item;
  }
  return text + '}';
}
