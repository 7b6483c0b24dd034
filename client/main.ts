import { h, hydrate } from 'preact';
import { islands, type IslandName } from './islands/registry.js';

/** Hydrates every island the server rendered: `data-island` names it, `data-props` carries its props. */
function hydrateIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island as IslandName;
    const component = islands[name];
    if (!component) {
      console.error(`Unknown island "${name}"`);
      continue;
    }
    const props = JSON.parse(element.dataset.props ?? '{}');
    hydrate(h(component as never, props), element);
  }
}

if (document.documentElement.dataset.notFound !== undefined) {
  console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
}
hydrateIslands();
