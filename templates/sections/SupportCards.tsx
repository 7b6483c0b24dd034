import { Mail, Phone } from 'lucide-react';
import type { HelpCentre as HelpContent } from '../../model/support.js';
import { useSite } from '../SiteContext.js';
import { Card } from '../ui/Card.js';
import { phoneText } from '../ui/phoneText.js';

/**
 * The phone and e-mail support cards of the help centre, also at the end of every help article.
 * `heading` 3 when the cards sit under a heading of their own (an article's « Besoin d’aide ? »).
 */
export function SupportCards({ help, heading: Heading = 'h2' }: { help: HelpContent; heading?: 'h2' | 'h3' }) {
  const { contact } = useSite().site;
  const [to, ...copies] = contact.supportEmails;
  const cc = copies.length > 0 ? `&cc=${copies.map(encodeURIComponent).join(',')}` : '';
  const mailto = `mailto:${to}?subject=${encodeURIComponent(help.emailCard.subject)}${cc}`;
  return (
    <div className="grid grid-2">
      <Card className="support-card">
        <span className="icon-tile">
          <Phone aria-hidden="true" focusable="false" />
        </span>
        <Heading>{help.phoneCard.title}</Heading>
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
        <Heading>{help.emailCard.title}</Heading>
        <p>{help.emailCard.text}</p>
        <p className="support-meta">{contact.emailSupportDelay}</p>
        <a className="btn btn-outline" href={mailto}>
          {help.emailCard.button}
        </a>
      </Card>
    </div>
  );
}
