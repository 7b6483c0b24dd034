import type { Reference } from '../../model/reference.js';
import type { SectorPageContent } from '../../model/sector.js';
import { queryValue } from '../../model/queryValue.js';
import { ContactBlock } from '../sections/ContactBlock.js';
import { CtaBand } from '../sections/CtaBand.js';
import { DemoSection } from '../sections/DemoSection.js';
import { PageHero } from '../sections/PageHero.js';
import { References } from '../sections/References.js';
import { SectionHeader } from '../sections/SectionHeader.js';
import { TileGrid } from '../sections/TileGrid.js';

/** `/secteurs/<slug>`: a sector's page, with its customers' words and the demo and contact blocks for that sector. */
export function SectorPage({ page, references }: { page: SectorPageContent; references: Reference[] }) {
  const extra = page.extraButton;
  return (
    <>
      <PageHero kicker={page.hero.kicker} heading={page.hero.heading} intro={page.hero.intro} image={page.hero.image}>
        {page.claim && <p className="hero-price">{page.claim}</p>}
        <div className="hero-actions">
          <a className="btn btn-cta btn-lg" href="#demo-request">
            {page.hero.demoButton}
          </a>
          <a className="btn btn-outline btn-lg" href="#contact">
            {page.hero.contactButton}
          </a>
          {extra && (
            <a className="btn btn-secondary btn-lg" href={`?demande=${queryValue(extra.reason)}#demo-request`}>
              {extra.label}
            </a>
          )}
        </div>
      </PageHero>
      <TileGrid id="avantages" heading={page.benefits.heading} items={page.benefits.items} />
      <section className="section section-alt" aria-labelledby="fonctions-title">
        <div className="container">
          <SectionHeader id="fonctions" heading={page.features.heading} />
          <dl className="grid grid-3 feature-cards">
            {page.features.items.map((feature) => (
              <div key={feature.title} className="card">
                <dt>{feature.title}</dt>
                <dd>{feature.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <References references={references} />
      <CtaBand cta={page.cta} href="#demo-request" />
      <DemoSection sector={page.sector} heading={page.demo.heading} intro={page.demo.intro} />
      <ContactBlock
        heading="Parlons de votre projet"
        intro="Un expert de votre secteur vous répond et vous conseille."
      />
    </>
  );
}
