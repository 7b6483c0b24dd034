import { createHash } from 'node:crypto';
import type { SiteContextValue } from '../../templates/SiteContext.js';
import type { Route } from '../route/route.js';

/*
 * The dependency record of a page, as one digest. A page's HTML is a pure function of its route
 * (its props, its compiled Markdown, a town's texts and its département's shell), of the page
 * context every page shares (site, navigation, asset names, local links, the cart's products)
 * and of the code that draws it (templates, generator). Whatever content file fed those values,
 * a page whose key has not changed renders to the same bytes: the incremental build cache and
 * `site dev` ask this one question, so they cannot disagree on what an edit touches.
 */

/** Digest of what every page shares, and of the code version (bump it with the templates). */
export function contextKey(context: SiteContextValue, codeVersion: string): string {
  return digest(`${codeVersion}\u0000${stableJson(context)}`);
}

const templateKeys = new WeakMap<Route, string>();

/** Digest of everything `route` is drawn from, under `sharedKey` (see `contextKey`). */
export function pageKey(route: Route, sharedKey: string): string {
  if (!route.splice) return digest(`${sharedKey}\u0000${stableJson(route)}`);
  // A town: its département's shell is one object shared by hundreds of routes; digest it once.
  const { template, values, neighbours } = route.splice;
  let shell = templateKeys.get(template);
  if (shell === undefined) templateKeys.set(template, (shell = digest(stableJson(template))));
  return digest(`${sharedKey}\u0000${shell}\u0000${stableJson({ ...route, splice: { values, neighbours } })}`);
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/**
 * JSON with object keys sorted, so that two equal values built in another order give one text;
 * `undefined` fields are left out as JSON.stringify does, dates are written as ISO text.
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item) || item instanceof Date) return item;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(item).sort()) sorted[key] = (item as Record<string, unknown>)[key];
    return sorted;
  });
}
