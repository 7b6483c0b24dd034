import { Mail, Phone, Search } from 'lucide-react';
import type { HelpCentre as HelpContent } from '../../model/support.js';
import { ConstructionBlock } from '../sections/ConstructionBlock.js';
import { DevBanner } from '../sections/DevBanner.js';
import { PageHero } from '../sections/PageHero.js';
import { useSite } from '../SiteContext.js';
import { Card } from '../ui/Card.js';
import { phoneText } from '../ui/phoneText.js';

/** `/centre-aide`: phone and e-mail support while the FAQ and knowledge base are built. */
export function HelpCentre({ help }: { help: HelpContent }) {
  const { contact } = useSite().site;
  const [to, ...copies] = contact.supportEmails;
  const cc = copies.length > 0 ? `&cc=${copies.map(encodeURIComponent).join(',')}` : '';
  const mailto = `mailto:${to}?subject=${encodeURIComponent(help.emailCard.subject)}${cc}`;
  return (
    <>
      <PageHero kicker="Support" heading={help.heading} intro={help.intro}>
        <div className="search-field">
          <Search size={18} aria-hidden="true" focusable="false" />
          <label className="visually-hidden" htmlFor="help-search">
            Rechercher dans l’aide (bientôt disponible)
          </label>
          <input id="help-search" type="search" placeholder={help.searchPlaceholder} disabled />
        </div>
      </PageHero>
      <div className="container section-tight">
        <DevBanner {...help.banner} />
        <div className="grid grid-2">
          <Card className="support-card">
            <span className="icon-tile">
              <Phone aria-hidden="true" focusable="false" />
            </span>
            <h2>{help.phoneCard.title}</h2>
            <p>{help.phoneCard.text}</p>
            <p className="support-meta">{contact.phoneSupportHours}</p>
            <a className="btn btn-default" href={`tel:${contact.phone.tel}`}>
              {help.phoneCard.button} · {phoneText(contact.phone.display)}
            </a>
          </Card>
          <Card className="support-card">
            <span className="icon-tile">
              <Mail aria-hidden="true" focusable="false" />
            </span>
            <h2>{help.emailCard.title}</h2>
            <p>{help.emailCard.text}</p>
            <p className="support-meta">{contact.emailSupportDelay}</p>
            <a className="btn btn-outline" href={mailto}>
              {help.emailCard.button}
            </a>
          </Card>
        </div>
        <ConstructionBlock block={help.construction} />
      </div>
    </>
  );
}
