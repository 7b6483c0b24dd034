import { Building2, Check, Clock, Wifi } from 'lucide-react';
import { Picture } from '../ui/Picture.js';
import type { LocalPageContent } from '../../model/local.js';
import type { Reference } from '../../model/reference.js';
import { queryValue } from '../../model/queryValue.js';
import type { NearbyTowns, TownView } from '../../model/town.js';
import type { TownPage as EditorFile } from '../../model/townPage.js';
import { Island } from '../Island.js';
import { Eligibility } from '../sections/Eligibility.js';
import { References } from '../sections/References.js';
import { SectionHeader } from '../sections/SectionHeader.js';
import { NearbyTownLinks } from '../sections/TownLinks.js';
import { useSite } from '../SiteContext.js';
import { phoneText } from '../ui/phoneText.js';
import { weekText } from '../../model/openingHours.js';
import { periodText } from '../../model/temporaryHours.js';

/**
 * `/<slug>` made from a row of `content/local/towns.csv`: the town's facts first, then what the
 * offer means there (installation, the département's hours, the fibre test), what an editor
 * wrote of the town, links to the pages that say the rest, and the towns around it.
 */
export function TownPage({
  town,
  nearby,
  contact,
  eligibility,
  editor,
  references = [],
}: {
  town: TownView;
  nearby: NearbyTowns;
  contact: LocalPageContent['contact'];
  /** Label of the button opening the fibre eligibility test. */
  eligibility: string;
  editor?: EditorFile;
  /** The references of `content/references/` that name the town. */
  references?: Reference[];
}) {
  const { site } = useSite();
  const request = `${contact.cta} – ${town.name}`;
  return (
    <>
      <section className="hero hero-local hero-town" aria-labelledby="page-title">
        <div className="container hero-inner">
          <p className="kicker">{nearby.departement.label}</p>
          <h1 id="page-title">{town.hero.heading}</h1>
          <p className="lead">{town.hero.intro}</p>
        </div>
      </section>
      <section className="section" aria-labelledby="faits-title">
        <div className="container town-overview">
          <div className="town-facts">
            <h2 id="faits-title" className="section-title">
              {town.facts.heading}
            </h2>
            <dl>
              {town.facts.items.map((item) => (
                <div key={item.label}>
                  <dt>{item.label}</dt>
                  <dd>{item.href ? <a href={item.href}>{item.value}</a> : item.value}</dd>
                </div>
              ))}
            </dl>
            <p className="town-source">{town.facts.source}</p>
          </div>
          <div className="town-offer card">
            <h2 id="offre-title" className="section-title">
              {town.offer.heading}
            </h2>
            <ul>
              <li>
                <Check size={20} aria-hidden="true" focusable="false" />
                <span>{town.offer.installation}</span>
              </li>
              <li>
                <Clock size={20} aria-hidden="true" focusable="false" />
                <span>{town.offer.contact}</span>
              </li>
              {(contact.temporaryHours ?? []).map((period) => (
                <li key={period.from} data-until={period.to}>
                  <Clock size={20} aria-hidden="true" focusable="false" />
                  <span>
                    <strong>{period.label}</strong>
                    {`, ${periodText(period.from, period.to)}\u00a0: ${weekText(period.hours, period.saturdayHours)}`}
                  </span>
                </li>
              ))}
              <li>
                <Wifi size={20} aria-hidden="true" focusable="false" />
                <span>{town.offer.fibre}</span>
              </li>
            </ul>
            <div className="section-actions">
              <a className="btn btn-cta btn-lg" href={`/?demande=${queryValue(request)}#contact`}>
                {contact.cta}
              </a>
              <Island name="EligibilityButton" props={{ label: eligibility, variant: 'outline', size: 'lg' }} />
            </div>
            <Island
              name="PhoneReveal"
              props={{ display: phoneText(site.contact.phone.display), tel: site.contact.phone.tel }}
            />
          </div>
        </div>
      </section>
      {editor && <EditorBlock editor={editor} />}
      <References references={references} />
      <section className="section section-alt" aria-labelledby="plus-title">
        <div className="container">
          <SectionHeader id="plus" heading={town.more.heading} />
          <ul className="grid grid-3 town-more">
            {town.more.links.map((link) => (
              <li key={link.href} className="card">
                <a href={link.href}>{link.label}</a>
                {link.text && <p>{link.text}</p>}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <NearbyTownLinks nearby={nearby} />
      <Eligibility styled={false} />
    </>
  );
}

/** What an editor wrote of the town (`content/local/towns/<slug>.yaml`). */
function EditorBlock({ editor }: { editor: EditorFile }) {
  const { note, client, photo } = editor;
  return (
    <section className="section" aria-label="Sur place">
      <div className={`container town-editor${photo ? ' town-editor-photo' : ''}`}>
        {photo && <Picture src={photo.src} alt={photo.alt} sizes="(min-width: 900px) 34rem, calc(100vw - 2rem)" />}
        <div>
          {note && <p className="section-intro">{note}</p>}
          {client && (
            <figure className="town-client">
              {client.quote && (
                <blockquote>
                  <p>{client.quote}</p>
                </blockquote>
              )}
              <figcaption>
                <Building2 size={18} aria-hidden="true" focusable="false" />
                <strong>{client.name}</strong>
                {client.activity && `, ${client.activity}`}
              </figcaption>
            </figure>
          )}
        </div>
      </div>
    </section>
  );
}
