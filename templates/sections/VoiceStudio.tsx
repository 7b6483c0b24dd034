import { ExternalLink } from 'lucide-react';
import type { Home } from '../../model/home.js';
import { SectionHeader } from './SectionHeader.js';
import { Tiles } from './TileGrid.js';

const newTab = '(nouvel onglet)';

/** Section `studio-vocal`: greetings and hold music recorded by the external voice studio. */
export function VoiceStudio({ studio }: { studio: Home['voiceStudio'] }) {
  return (
    <section id="studio-vocal" className="section" aria-labelledby="studio-vocal-title">
      <div className="container studio">
        <div>
          <SectionHeader id="studio-vocal" heading={studio.heading} intro={studio.intro} />
          <p className="studio-quality">
            <strong>{studio.qualityPoints}</strong> points de contrôle qualité sur chaque enregistrement
          </p>
          <div className="hero-actions">
            <a
              className="btn btn-default btn-lg"
              href={studio.homeButton.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {studio.homeButton.label}
              <span className="visually-hidden"> {newTab}</span>
              <ExternalLink size={16} aria-hidden="true" focusable="false" />
            </a>
            <a
              className="btn btn-outline btn-lg"
              href={studio.orderButton.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {studio.orderButton.label}
              <span className="visually-hidden"> {newTab}</span>
              <ExternalLink size={16} aria-hidden="true" focusable="false" />
            </a>
          </div>
        </div>
        <Tiles items={studio.items} className="studio-items" />
      </div>
    </section>
  );
}
