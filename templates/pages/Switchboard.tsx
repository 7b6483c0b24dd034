import { formatPrice } from '../../client/format.js';
import type { SwitchboardPage } from '../../model/landing.js';
import type { Plans } from '../../model/offers.js';
import { ContactBlock } from '../sections/ContactBlock.js';
import { CtaBand } from '../sections/CtaBand.js';
import { DemoSection } from '../sections/DemoSection.js';
import { FaqSection, type FaqSectionProps } from '../sections/FaqSection.js';
import { PageHero } from '../sections/PageHero.js';
import { PlanComparison } from '../sections/PlanComparison.js';
import { PriceTerms } from '../sections/PriceTerms.js';
import { SectionHeader } from '../sections/SectionHeader.js';
import { TileGrid } from '../sections/TileGrid.js';
import { useSite } from '../SiteContext.js';
import { CheckList } from '../ui/CheckList.js';

/**
 * `/standard-telephonique-virtuel`: the switchboard offer, from 19 € per user and per month, and
 * the three plans compared; every price shows its commitment, from `content/offers/plans.yaml`;
 * the questions visitors ask before the closing call to action.
 */
export function Switchboard({ page, plans, faq }: { page: SwitchboardPage; plans: Plans; faq: FaqSectionProps }) {
  const { pricing } = page;
  const { claims } = useSite().site;
  return (
    <>
      <PageHero kicker={page.hero.kicker} heading={page.hero.heading} intro={page.hero.intro} image={page.hero.image}>
        <p className="hero-price">
          {`${page.hero.priceNote} `}
          <span className="price-terms">{plans.commitment}</span>
        </p>
        <p className="hero-claims">{`Plus de ${claims.switchboardClients} entreprises clientes de notre standard, plus de ${claims.fibreClients} de notre fibre.`}</p>
        <div className="hero-actions">
          <a className="btn btn-cta btn-lg" href="#demo-request">
            {page.hero.demoButton}
          </a>
          <a className="btn btn-outline btn-lg" href="#contact">
            {page.hero.contactButton}
          </a>
        </div>
      </PageHero>
      <TileGrid id="avantages" heading={page.benefits.heading} items={page.benefits.items} />
      <TileGrid id="fonctions" heading={page.features.heading} items={page.features.items} columns={4} alt />
      <section className="section" aria-labelledby="tarif-title">
        <div className="container pricing">
          <SectionHeader id="tarif" heading={pricing.heading} />
          <div className="card plan-card plan-card-highlight pricing-card">
            <h3>{pricing.label}</h3>
            <p className="price price-large">
              <strong>{formatPrice(pricing.price)}</strong> <span>{pricing.period}</span>
            </p>
            <p className="price-terms">{plans.commitment}</p>
            <p>{pricing.note}</p>
            <CheckList items={pricing.includes} />
            <a className="btn btn-cta btn-lg" href="#demo-request">
              {pricing.button}
            </a>
          </div>
        </div>
      </section>
      <section id="formules" className="section section-alt" aria-labelledby="formules-title">
        <div className="container">
          <SectionHeader id="formules" heading={plans.comparison.heading} />
          <PlanComparison plans={plans} />
          <PriceTerms terms={plans.terms} />
        </div>
      </section>
      <TileGrid id="pour-qui" heading={page.audiences.heading} items={page.audiences.items} columns={4} />
      <FaqSection {...faq} alt />
      <CtaBand cta={page.cta} href="#demo-request" />
      <DemoSection
        sector="Standard téléphonique virtuel"
        heading="Demandez votre démonstration"
        intro="Un expert vous présente le standard configuré pour votre entreprise et répond à vos questions."
      />
      <ContactBlock
        heading="Parlons de votre projet"
        intro="Un expert vous répond et vous conseille, du lundi au vendredi, et notre support technique reste joignable 24/7."
      />
    </>
  );
}
