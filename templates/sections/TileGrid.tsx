import type { Tile } from '../../model/landing.js';
import { Icon } from '../ui/Icon.js';

/** A list of icon tiles: icon, title, short text. */
export function Tiles({ items, className }: { items: Tile[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className="tile">
          <span className="icon-tile">
            <Icon name={item.icon} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A section of icon tiles (benefits, features, audiences, usages) under one heading. */
export function TileGrid({
  id,
  heading,
  items,
  columns = 3,
  alt,
}: {
  id: string;
  heading: string;
  items: Tile[];
  columns?: 2 | 3 | 4;
  alt?: boolean;
}) {
  return (
    <section className={`section${alt ? ' section-alt' : ''}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section-title">
          {heading}
        </h2>
        <Tiles items={items} className={`grid grid-${columns}`} />
      </div>
    </section>
  );
}
