/** A browser tab as `site dev`'s event stream sees it: the events it received, by name and data. */
export interface DevTab {
  events: { name: string; data: string }[];
  close(): void;
}

/**
 * Listens to the events of the dev server at `base` as a tab showing `at` would (its
 * `EventSource`): each event's name and data, in the order they came.
 */
export function devTab(base: string, at: string): DevTab {
  const events: DevTab['events'] = [];
  const controller = new AbortController();
  void fetch(`${base}/__site/events?path=${encodeURIComponent(at)}`, { signal: controller.signal }).then(
    async (response) => {
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        for (const match of decoder.decode(value).matchAll(/^event: (\w+)\ndata: (.*)$/gm))
          events.push({ name: match[1]!, data: match[2]! });
      }
    },
  );
  return { events, close: () => controller.abort() };
}

/** The names of the events a tab received. */
export const eventNames = (tab: DevTab) => tab.events.map((event) => event.name);
