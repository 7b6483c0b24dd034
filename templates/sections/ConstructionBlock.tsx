import type { z } from 'zod';
import type { tutorialsSchema } from '../../model/support.js';
import { Badge } from '../ui/Badge.js';
import { Icon } from '../ui/Icon.js';

type Construction = z.infer<typeof tutorialsSchema>['construction'];

/** The dashed block announcing what a section under construction will offer. */
export function ConstructionBlock({ block }: { block: Construction }) {
  return (
    <section className="construction" aria-labelledby="construction-title">
      <h2 id="construction-title">{block.title}</h2>
      <p>{block.text}</p>
      <ul className="grid grid-3">
        {block.items.map((item) => (
          <li key={item.title} className="construction-item">
            <span className="icon-tile">
              <Icon name={item.icon} />
            </span>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      <Badge tone="muted">{block.badge}</Badge>
    </section>
  );
}
