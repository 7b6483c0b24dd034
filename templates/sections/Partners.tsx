import { ExternalLink } from 'lucide-react';
import type { Home } from '../../model/home.js';
import { SectionHeader } from './SectionHeader.js';

/** The partners section: the vendors' sites, each opened in a new tab. */
export function Partners({ partners }: { partners: Home['partners'] }) {
  return (
    <section id="partenaires" className="section section-alt" aria-labelledby="partenaires-title">
      <div className="container">
        <SectionHeader id="partenaires" heading={partners.heading} intro={partners.intro} />
        <ul className="grid grid-3">
          {partners.items.map((partner) => (
            <li key={partner.name} className="card partner-card">
              <p className="kicker">{partner.category}</p>
              <h3>{partner.name}</h3>
              <p>{partner.text}</p>
              <a className="btn btn-outline" href={partner.url} target="_blank" rel="noopener noreferrer">
                Visiter le site<span className="visually-hidden"> de {partner.name} (nouvel onglet)</span>
                <ExternalLink size={16} aria-hidden="true" focusable="false" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
