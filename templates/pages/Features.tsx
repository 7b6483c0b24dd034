import type { FeaturesPage } from '../../model/landing.js';
import { CtaBand } from '../sections/CtaBand.js';
import { PageHero } from '../sections/PageHero.js';
import { SectionHeader } from '../sections/SectionHeader.js';
import { CheckList } from '../ui/CheckList.js';
import { Icon } from '../ui/Icon.js';

/** `/fonctionnalites`: hero, three showcases, four categories, closing call to action. */
export function Features({ page }: { page: FeaturesPage }) {
  return (
    <>
      <PageHero kicker={page.hero.kicker} heading={page.hero.heading} intro={page.hero.intro} image={page.hero.image}>
        <div className="hero-actions">
          <a className="btn btn-cta btn-lg" href="/#contact">
            {page.hero.demoButton}
          </a>
          <a className="btn btn-outline btn-lg" href="/#contact">
            {page.hero.trialButton}
          </a>
        </div>
      </PageHero>
      <section className="section" aria-label="Points forts">
        <div className="container showcases">
          {page.showcases.map((showcase) => (
            <article key={showcase.title} className="showcase">
              <span className="icon-tile icon-tile-lg">
                <Icon name={showcase.icon} size={28} />
              </span>
              <div>
                <h2>{showcase.title}</h2>
                <p>{showcase.text}</p>
                <CheckList items={showcase.points} />
              </div>
            </article>
          ))}
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="categories-title">
        <div className="container">
          <SectionHeader id="categories" heading="Toutes les fonctionnalités" />
          <div className="grid grid-2">
            {page.categories.map((category) => (
              <article key={category.title} className="card">
                <div className="category-head">
                  <span className="icon-tile">
                    <Icon name={category.icon} />
                  </span>
                  <div>
                    <h3>{category.title}</h3>
                    <p>{category.intro}</p>
                  </div>
                </div>
                <dl className="feature-list">
                  {category.features.map((feature) => (
                    <div key={feature.title}>
                      <dt>{feature.title}</dt>
                      <dd>{feature.text}</dd>
                    </div>
                  ))}
                </dl>
              </article>
            ))}
          </div>
        </div>
      </section>
      <CtaBand cta={page.cta} href="/#contact" />
    </>
  );
}
