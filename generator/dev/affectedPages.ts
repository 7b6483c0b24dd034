import type { Route } from '../route/route.js';

/** Content files every page reads (head, navigation bar, footer, the cart's products). */
export const sharedSources = ['content/site.yaml', 'content/navigation.yaml', 'content/offers/plans.yaml', 'content/offers/fibre.yaml', 'content/offers/equipment.yaml', 'content/catalogue.yaml'];

/**
 * The pages to render again after `changed` (paths from the site root) were saved, given the
 * routes before and after. Returns `all` when every page depends on the change.
 */
export function affectedPages(changed: string[], before: Route[], after: Route[]): Route[] | 'all' {
  const paths = (routes: Route[]) => routes.map((route) => route.path).sort().join('\n');
  // A page added or removed changes the footer's local links, the sitemap and maybe links elsewhere.
  if (paths(before) !== paths(after)) return 'all';
  if (changed.some((file) => !file.startsWith('content/') || sharedSources.includes(file))) return 'all';
  // Local page names appear in every footer.
  if (changed.some((file) => file.startsWith('content/local/')) && localNames(before) !== localNames(after)) return 'all';
  const touched = new Set(changed);
  return after.filter((route) => route.sources.some((source) => touched.has(source)));
}

function localNames(routes: Route[]): string {
  return routes
    .map((route) => (route.page === 'local' ? `${route.path}=${route.props.page.name}` : ''))
    .join('\n');
}
