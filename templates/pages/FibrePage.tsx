import type { FibrePage as FibrePageContent } from '../../model/landing.js';
import type { Fibre } from '../../model/offers.js';
import { Island } from '../Island.js';
import { ContactBlock } from '../sections/ContactBlock.js';
import { CtaBand } from '../sections/CtaBand.js';
import { DemoSection } from '../sections/DemoSection.js';
import { Eligibility } from '../sections/Eligibility.js';
import { FaqSection, type FaqSectionProps } from '../sections/FaqSection.js';
import { FibreCards } from '../sections/FibreCards.js';
import { PageHero } from '../sections/PageHero.js';
import { SectionHeader } from '../sections/SectionHeader.js';
import { TileGrid } from '../sections/TileGrid.js';

/** `/fibre-professionnelle`: fibre benefits, FTTH/FTTO comparison, the three offers, usages, questions. */
export function FibrePage({ page, fibre, faq }: { page: FibrePageContent; fibre: Fibre; faq: FaqSectionProps }) {
  return (
    <>
      <PageHero kicker={page.hero.kicker} heading={page.hero.heading} intro={page.hero.intro} image={page.hero.image}>
        <div className="hero-actions">
          <Island name="EligibilityButton" props={{ label: page.hero.eligibilityButton, variant: 'cta', size: 'lg' }} />
          <a className="btn btn-outline btn-lg" href="#contact">
            {page.hero.quoteButton}
          </a>
        </div>
      </PageHero>
      <TileGrid id="avantages" heading={page.benefits.heading} items={page.benefits.items} columns={4} />
      <section className="section section-alt" aria-labelledby="comparatif-title">
        <div className="container">
          <SectionHeader id="comparatif" heading={page.comparison.heading} intro={page.comparison.intro} />
          <section className="table-scroll" aria-label="Tableau comparatif FTTH et FTTO" tabIndex={0}>
            <table className="comparison">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Critère</span>
                  </th>
                  <th scope="col">FTTH</th>
                  <th scope="col">FTTO</th>
                </tr>
              </thead>
              <tbody>
                {page.comparison.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.ftth}</td>
                    <td>{row.ftto}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      </section>
      <section id="offres-fibre" className="section" aria-labelledby="offres-fibre-title">
        <div className="container">
          <SectionHeader id="offres-fibre" heading={page.offers.heading} intro={page.offers.intro} />
          <FibreCards fibre={fibre} names="pageName" />
        </div>
      </section>
      <TileGrid id="usages" heading={page.usages.heading} items={page.usages.items} columns={4} alt />
      <FaqSection {...faq} />
      <CtaBand cta={page.cta} href="#contact" />
      <DemoSection
        sector="Fibre professionnelle"
        heading="Demandez votre démonstration"
        intro="Un expert vérifie votre éligibilité et vous présente la fibre adaptée à votre activité."
      />
      <ContactBlock
        heading="Parlons de votre connexion"
        intro="Un expert étudie votre site, vérifie l’éligibilité et vous propose la fibre adaptée."
      />
      <Eligibility styled />
    </>
  );
}
