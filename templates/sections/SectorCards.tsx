import { ArrowRight } from 'lucide-react';
import type { Entry } from '../../model/entry.js';
import type { Sector } from '../../model/sector.js';
import { CheckList } from '../ui/CheckList.js';
import { Icon } from '../ui/Icon.js';

/** The sector cards of the home page, each leading to its page, or « Bientôt disponible » without one. */
export function SectorCards({ sectors }: { sectors: Entry<Sector>[] }) {
  return (
    <ul className="grid grid-4 sector-grid">
      {sectors.map(({ slug, data }) => (
        <li key={slug} className={`card sector-card tone-${data.card.tone}`}>
          <span className="icon-tile">
            <Icon name={data.card.icon} />
          </span>
          <h3>{data.card.title}</h3>
          <p>{data.card.description}</p>
          <CheckList items={data.card.features} compact />
          {data.page ? (
            <a className="btn btn-outline" href={`/secteurs/${slug}`}>
              Découvrir<span className="visually-hidden"> la solution {data.card.title}</span>
              <ArrowRight size={18} aria-hidden="true" focusable="false" />
            </a>
          ) : (
            <button type="button" className="btn btn-outline" disabled>
              Bientôt disponible
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
