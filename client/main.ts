import { h, hydrate, type ComponentType } from 'preact';
import { showAnnouncements } from './banners/showAnnouncements.js';
import { hideEndedHours } from './hours/hideEndedHours.js';
import { cartStore } from './cart/useCart.js';
import { openEligibilityEvent } from './eligibility/eligibilityEvents.js';
import { eagerIslands } from './islands/eager.js';
import { lazyIslands } from './islands/lazy.js';

function hydrateIsland(element: HTMLElement, component: ComponentType<never>): void {
  const props = JSON.parse(element.dataset.props ?? '{}');
  hydrate(h(component, props), element);
  element.dataset.hydrated = '';
}

/** Loads a lazy island when it comes within 300 px of the screen or something inside it gets focus. */
function hydrateLater(element: HTMLElement, load: () => Promise<ComponentType<never>>): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    element.removeEventListener('focusin', start);
    void load().then((component) => hydrateIsland(element, component));
  };
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
    rootMargin: '300px',
  });
  // The island wrapper is `display: contents` and has no box of its own: watch its content.
  observer.observe(element.firstElementChild ?? element);
  element.addEventListener('focusin', start);
}

/** Islands that wait for the visitor's first click: loaded then, and the click is passed on. */
const onClick = new Set(['ChatLauncher', 'VideoPlayer']);

function hydrateOnClick(element: HTMLElement, load: () => Promise<ComponentType<never>>): void {
  const first = (event: Event) => {
    const target = (event.target as Element).closest('button, a');
    if (!target) return;
    event.preventDefault();
    element.removeEventListener('click', first);
    const index = [...element.querySelectorAll('button, a')].indexOf(target);
    void load().then((component) => {
      hydrateIsland(element, component);
      element.querySelectorAll<HTMLElement>('button, a')[index]?.click();
    });
  };
  element.addEventListener('click', first);
}

/** Subscribes `start` to a signal of the page (or of the island's `element`) and returns the function that unsubscribes it. */
type Signal = (start: () => void, element: HTMLElement) => () => void;

/** The first focus inside the island. */
const onFocus: Signal = (start, element) => {
  element.addEventListener('focusin', start);
  return () => element.removeEventListener('focusin', start);
};

/** Islands that wait for their first opening: the request is kept and the island acts on it when it arrives. */
const onSignal: Record<string, Signal> = {
  // The cart opening (its button, or an addition): the store keeps `open`, which the drawer reads.
  CartDrawer: (start) => cartStore().subscribe(() => cartStore().get().open && start()),
  // A request to open the dialog: eligibilityEvents.ts keeps it until the dialog takes it.
  EligibilityDialog: (start) => {
    document.addEventListener(openEligibilityEvent, start);
    return () => document.removeEventListener(openEligibilityEvent, start);
  },
  // Their field's first focus, not its coming into view: visitors who never search load nothing
  // (the help centre's search then also loads Pagefind's script and index).
  HelpSearch: onFocus,
  TownFinder: onFocus,
};

/**
 * Loads the island on its signal, then hydrates it: the click that asked for it is not lost, and
 * focus still moves into it. If its chunk cannot be fetched, the next request tries again.
 */
function hydrateOnSignal(element: HTMLElement, load: () => Promise<ComponentType<never>>, listen: Signal): void {
  const start = () => {
    stop();
    load().then(
      (component) => hydrateIsland(element, component),
      () => (stop = listen(start, element)),
    );
  };
  let stop = listen(start, element);
}

/** Hydrates every island the server rendered: `data-island` names it, `data-props` carries its props. */
function hydrateIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island ?? '';
    const eager = (eagerIslands as Record<string, ComponentType<never>>)[name];
    const lazy = lazyIslands[name] as (() => Promise<ComponentType<never>>) | undefined;
    if (eager) hydrateIsland(element, eager);
    else if (lazy && onClick.has(name)) hydrateOnClick(element, lazy);
    else if (lazy && onSignal[name]) hydrateOnSignal(element, lazy, onSignal[name]);
    else if (lazy) hydrateLater(element, lazy);
    else console.error(`Unknown island "${name}"`);
  }
}

if (document.documentElement.dataset.notFound !== undefined) {
  console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
}
showAnnouncements();
hideEndedHours();
hydrateIslands();
