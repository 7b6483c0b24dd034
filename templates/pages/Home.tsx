import { ArrowRight, Clock, Headset, ShieldCheck } from 'lucide-react';
import type { Home as HomeContent } from '../../model/home.js';
import type { Equipment, Fibre, Plans } from '../../model/offers.js';
import { Island } from '../Island.js';
import { Eligibility } from '../sections/Eligibility.js';
import { EquipmentGroups } from '../sections/EquipmentGroups.js';
import { FibreCards } from '../sections/FibreCards.js';
import type { Entry } from '../../model/entry.js';
import type { Reference } from '../../model/reference.js';
import type { Sector } from '../../model/sector.js';
import { HeroPicture } from '../sections/HeroPicture.js';
import { Partners } from '../sections/Partners.js';
import { PlanCards } from '../sections/PlanCards.js';
import { SectorCards } from '../sections/SectorCards.js';
import { VoiceStudio } from '../sections/VoiceStudio.js';
import { QuoteSection } from '../sections/QuoteSection.js';
import { References } from '../sections/References.js';
import { SectionHeader } from '../sections/SectionHeader.js';
import { useSite } from '../SiteContext.js';

export interface HomeProps {
  home: HomeContent;
  plans: Plans;
  fibre: Fibre;
  equipment: Equipment;
  sectors: Entry<Sector>[];
  /** Every reference of `content/references/`. */
  references: Reference[];
}

/** `/`: the one-page home, sections in the spec's order with their anchors. */
export function Home({ home, plans, fibre, equipment, sectors, references }: HomeProps) {
  const { site } = useSite();
  const { claims } = site;
  const availability = `${String(claims.availability).replace('.', ',')}\u00a0%`;
  const points = [
    `Plus de ${claims.companies} entreprises nous font confiance`,
    `${claims.experienceYears} ans d’expérience en téléphonie d’entreprise`,
    `Disponibilité de ${availability} par mois`,
  ];
  return (
    <>
      <section className="hero" aria-labelledby="page-title">
        <div className="container hero-split">
          <div className="hero-text">
            <p className="kicker">{home.hero.kicker}</p>
            <h1 id="page-title">{home.hero.heading}</h1>
            <p className="lead">{home.hero.intro}</p>
            <ul className="hero-points">
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <div className="hero-actions">
              <a className="btn btn-hero btn-xl" href="#offres">
                {home.hero.primaryButton}
              </a>
              <a className="btn btn-outline btn-xl" href="#contact">
                {home.hero.secondaryButton}
              </a>
            </div>
            <ul className="hero-facts">
              <li>
                <Clock aria-hidden="true" focusable="false" />
                <strong>{claims.installationHours}h</strong>
                <span>installation</span>
              </li>
              <li>
                <Headset aria-hidden="true" focusable="false" />
                <strong>24/7</strong>
                <span>support technique</span>
              </li>
              <li>
                <ShieldCheck aria-hidden="true" focusable="false" />
                <strong>{availability}</strong>
                <span>disponibilité</span>
              </li>
            </ul>
          </div>
          <HeroPicture image={home.hero.image} />
        </div>
      </section>

      <section id="offres" className="section" aria-labelledby="offres-title">
        <div className="container">
          <SectionHeader id="offres" heading={plans.heading} intro={plans.intro} />
          <PlanCards plans={plans} />
        </div>
      </section>

      <section id="fibre" className="section section-alt" aria-labelledby="fibre-title">
        <div className="container">
          <SectionHeader id="fibre" heading={fibre.heading} intro={fibre.intro} />
          <div className="section-actions">
            <Island
              name="EligibilityButton"
              props={{ label: fibre.eligibilityButton, variant: 'default', size: 'lg' }}
            />
            <a className="btn btn-outline btn-lg" href="#contact">
              {fibre.quoteButton}
            </a>
          </div>
          <FibreCards fibre={fibre} names="name" />
        </div>
      </section>

      <section id="equipements" className="section" aria-labelledby="equipements-title">
        <div className="container">
          <SectionHeader id="equipements" heading={equipment.heading} intro={equipment.intro} />
          <EquipmentGroups equipment={equipment} productName={site.brand.product} />
          <p className="section-link">
            <a className="btn btn-link" href="/equipements">
              {equipment.catalogueLink}
              <ArrowRight size={18} aria-hidden="true" focusable="false" />
            </a>
          </p>
        </div>
      </section>

      <section id="secteurs" className="section section-alt" aria-labelledby="secteurs-title">
        <div className="container">
          <SectionHeader id="secteurs" heading={home.sectors.heading} intro={home.sectors.intro} />
          <SectorCards sectors={sectors} />
        </div>
      </section>
      <References references={references} />
      <VoiceStudio studio={home.voiceStudio} />
      <Partners partners={home.partners} />
      <QuoteSection contact={home.contact} />
      <Eligibility styled={false} />
    </>
  );
}
