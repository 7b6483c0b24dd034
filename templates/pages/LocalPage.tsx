import { weekText } from '../../model/openingHours.js';
import { queryValue } from '../../model/queryValue.js';
import { Mail, MapPin } from 'lucide-react';
import type { LocalPageContent, LocalSections } from '../../model/local.js';
import type { Reference } from '../../model/reference.js';
import type { NearbyTowns, TownDirectory as Directory } from '../../model/town.js';
import { Island } from '../Island.js';
import { LocalHours } from '../sections/LocalHours.js';
import { References } from '../sections/References.js';
import { SectionHeader } from '../sections/SectionHeader.js';
import { NearbyTownLinks, TownDirectory } from '../sections/TownLinks.js';
import { useSite } from '../SiteContext.js';
import { CheckList } from '../ui/CheckList.js';
import { Icon } from '../ui/Icon.js';
import { phoneText } from '../ui/phoneText.js';

/**
 * `/<slug>`: a city's or a département's page, with the shared sections and a local contact
 * block; a département's page lists its towns, a town's page links to its neighbours.
 */
export function LocalPage({
  page,
  sections,
  directory,
  nearby,
  references = [],
}: {
  page: LocalPageContent;
  sections: LocalSections;
  directory?: Directory;
  nearby?: NearbyTowns;
  /** A city's page: the references of `content/references/` that name it. */
  references?: Reference[];
}) {
  const { site } = useSite();
  const place = (text: string) => text.replaceAll('{place}', () => page.name);
  const request = `${page.contact.cta} – ${page.name}`;
  return (
    <>
      <section className="hero hero-local" aria-labelledby="page-title">
        <div className="container hero-inner">
          <p className="kicker">{page.kind === 'city' ? page.name : `Département ${page.name}`}</p>
          <h1 id="page-title">{page.hero.heading}</h1>
          <p className="lead">{page.hero.intro}</p>
          <ul className="hero-points">
            {page.hero.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div className="hero-actions">
            <a className="btn btn-hero btn-xl" href={`/?demande=${queryValue(request)}#contact`}>
              {page.contact.cta}
            </a>
            <a className="btn btn-outline btn-xl" href="#contact">
              Nous contacter
            </a>
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="local-title">
        <div className="container local-intro">
          <SectionHeader id="local" heading={page.local.heading} />
          <p className="section-intro">{page.local.text}</p>
        </div>
      </section>
      {sections.sections.map((section, index) => (
        <section
          key={section.heading}
          className={`section${index % 2 === 0 ? ' section-alt' : ''}`}
          aria-labelledby={`partie-${index + 1}-title`}
        >
          <div className="container local-section">
            <span className="icon-tile icon-tile-lg">
              <Icon name={section.icon} size={28} />
            </span>
            <div>
              <h2 id={`partie-${index + 1}-title`} className="section-title">
                {place(section.heading)}
              </h2>
              <p className="section-intro">{place(section.text)}</p>
              <CheckList items={section.points.map((point) => place(point))} />
            </div>
          </div>
        </section>
      ))}
      {directory && <TownDirectory directory={directory} />}
      {nearby && <NearbyTownLinks nearby={nearby} />}
      <References references={references} alt />
      <section id="contact" className="section" aria-labelledby="contact-title">
        <div className="container">
          <SectionHeader
            id="contact"
            heading="Parlons de votre projet"
            intro={
              page.contact.temporaryHours?.length
                ? 'Une question, un projet\u00a0? Nous vous répondons aux horaires ci-dessous.'
                : `Une question, un projet\u00a0? Nous vous répondons ${weekText(page.contact.hours, page.contact.saturdayHours)}.`
            }
          />
          <div className="grid grid-3 local-contact">
            <div className="card">
              <h3>Téléphone</h3>
              <Island
                name="PhoneReveal"
                props={{ display: phoneText(site.contact.phone.display), tel: site.contact.phone.tel }}
              />
              <LocalHours contact={page.contact} />
            </div>
            <div className="card">
              <h3>E-mail</h3>
              <a href={`mailto:${site.contact.email}`}>
                <Mail size={16} aria-hidden="true" focusable="false" />
                {site.contact.email}
              </a>
              <p>{`Réponse sous ${page.contact.replyHours}h`}</p>
            </div>
            <div className="card">
              <h3>Zone d’intervention</h3>
              <p>
                <MapPin size={16} aria-hidden="true" focusable="false" />
                {page.contact.coverage}
              </p>
            </div>
          </div>
          <p className="section-link">
            <a className="btn btn-cta btn-xl" href={`/?demande=${queryValue(request)}#contact`}>
              {page.contact.cta}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
