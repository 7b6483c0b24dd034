import { Mail, MapPin, Phone } from 'lucide-react';
import { useSite } from '../SiteContext.js';
import { Logo } from './Logo.js';
import { phoneText } from '../ui/phoneText.js';

/** The footer: brand and contact, link columns from `content/navigation.yaml`, legal line. */
export function Footer() {
  const { site, navigation, localLinks } = useSite();
  const { contact } = site;
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo name={site.brand.name} />
          <p>{site.brand.tagline}</p>
          <ul className="footer-contact">
            <li>
              <Phone size={16} aria-hidden="true" focusable="false" />
              <a href={`tel:${contact.phone.tel}`}>{phoneText(contact.phone.display)}</a>
            </li>
            <li>
              <Mail size={16} aria-hidden="true" focusable="false" />
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              <MapPin size={16} aria-hidden="true" focusable="false" />
              <span>
                {contact.address.street}, {contact.address.postalCode} {contact.address.city}
              </span>
            </li>
          </ul>
        </div>
        {navigation.footer.map((column) => (
          <nav key={column.title} className="footer-column" aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {localLinks.length > 0 && (
        <nav className="container footer-zones" aria-label="Zones d’intervention">
          <h2>Zones d’intervention</h2>
          <ul>
            {localLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="container footer-bottom">
        <p>
          © {new Date().getFullYear()}{' '}
          {[site.legal.company ?? site.brand.name, site.legal.form].filter(Boolean).join(' ')}. Tous droits réservés.
        </p>
        {navigation.social.length > 0 && (
          <ul className="footer-social">
            {navigation.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
