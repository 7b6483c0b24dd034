import { Phone } from 'lucide-react';
import { Island } from '../Island.js';
import { useSite } from '../SiteContext.js';
import { Logo } from './Logo.js';

/** The fixed top bar: logo, entries, call and subscribe buttons; a menu island on small screens. */
export function NavBar() {
  const { site, navigation } = useSite();
  return (
    <header className="navbar">
      <div className="container navbar-inner">
        <Logo name={site.brand.name} />
        <nav className="navbar-links" aria-label="Navigation principale">
          <ul>
            {navigation.main.map((entry) => (
              <li key={entry.href}>
                <a href={entry.href}>{entry.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="navbar-actions">
          <a
            className="btn btn-ghost btn-sm navbar-call"
            href={`tel:${site.contact.phone.tel}`}
            aria-label={`Appeler un expert au ${site.contact.phone.display}`}
          >
            <Phone size={16} aria-hidden="true" focusable="false" />
            <span>Expert</span>
          </a>
          <a className="btn btn-cta btn-sm navbar-subscribe" href="/#offres">
            Souscrire
          </a>
          <Island name="CartButton" props={{}} />
          <Island name="MobileMenu" props={{ entries: navigation.main, phone: site.contact.phone }} />
        </div>
      </div>
    </header>
  );
}
