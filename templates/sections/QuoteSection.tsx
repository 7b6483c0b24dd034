import { Clock, Download, Headset, Mail, MapPin, Phone } from 'lucide-react';
import type { Home } from '../../model/home.js';
import { Island } from '../Island.js';
import { quoteFormProps } from '../requests/formProps.js';
import { MailRequest, requestLines } from '../requests/MailRequest.js';
import { useSite } from '../SiteContext.js';
import { SectionHeader } from './SectionHeader.js';
import { phoneText } from '../ui/phoneText.js';

/** The home contact section (anchor `contact`): quote form, contact card, quick actions, trust card. */
export function QuoteSection({ contact }: { contact: Home['contact'] }) {
  const { site } = useSite();
  const info = site.contact;
  return (
    <section id="contact" className="section" aria-labelledby="contact-title">
      <div className="container">
        <SectionHeader id="contact" heading={contact.heading} intro={contact.intro} />
        <div className="quote-layout">
          <div className="card form-card">
            <Island name="QuoteForm" props={quoteFormProps(site)} />
            <MailRequest
              id="quote-mail-title"
              heading="Demande de devis"
              to={info.email}
              subject="Demande de devis"
              lines={requestLines([
                'Prénom',
                'Nom',
                'Email professionnel',
                'Téléphone',
                'Entreprise',
                'Effectif',
                'Besoin',
                'Message',
              ])}
            />
          </div>
          <aside className="quote-aside" aria-label="Nous joindre">
            <div className="card">
              <h3>Nos coordonnées</h3>
              <ul className="contact-list">
                <li>
                  <Phone size={18} aria-hidden="true" focusable="false" />
                  <a href={`tel:${info.phone.tel}`}>{phoneText(info.phone.display)}</a>
                </li>
                <li>
                  <Mail size={18} aria-hidden="true" focusable="false" />
                  <a href={`mailto:${info.email}`}>{info.email}</a>
                </li>
                <li>
                  <MapPin size={18} aria-hidden="true" focusable="false" />
                  <span>
                    {info.address.street}, {info.address.postalCode} {info.address.city}
                  </span>
                </li>
                <li>
                  <Clock size={18} aria-hidden="true" focusable="false" />
                  <span>{info.hours}</span>
                </li>
                <li>
                  <Headset size={18} aria-hidden="true" focusable="false" />
                  <span>{info.supportHours}</span>
                </li>
              </ul>
            </div>
            <div className="card">
              <h3>Actions rapides</h3>
              <a className="btn btn-default" href={`tel:${info.phone.tel}`}>
                <Phone size={18} aria-hidden="true" focusable="false" />
                Appeler un expert
              </a>
              {contact.brochure && (
                <a className="btn btn-outline" href={contact.brochure} download>
                  <Download size={18} aria-hidden="true" focusable="false" />
                  Télécharger la brochure
                </a>
              )}
              <p className="support-meta">{info.replyPromise}</p>
            </div>
            <div className="card trust-card">
              <p className="trust-figure">{contact.trust.figure}</p>
              <p>{contact.trust.text}</p>
            </div>
          </aside>
        </div>
      </div>
    </section>
  );
}
