import type { ComponentType } from 'react';
import { islands, type IslandName, type IslandProps } from '../client/islands/registry.js';

/**
 * Renders an island on the server inside a marker the browser entry hydrates: the element
 * carries the island's name and its JSON props. Props must be plain JSON.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const Component = islands[name] as ComponentType<Record<string, unknown>>;
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props ?? {})}>
      <Component {...(props as Record<string, unknown>)} />
    </div>
  );
}
