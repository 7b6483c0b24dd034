import { Mail, Phone } from 'lucide-react';
import { useSite } from '../SiteContext.js';
import { phoneText } from '../ui/phoneText.js';

/** "Immediate contact" (anchor `contact`): a button to call and a button to write, with the hours. */
export function ContactBlock({ heading, intro }: { heading: string; intro: string }) {
  const { contact } = useSite().site;
  return (
    <section id="contact" className="section section-alt" aria-labelledby="contact-title">
      <div className="container contact-block">
        <div>
          <h2 id="contact-title" className="section-title">
            {heading}
          </h2>
          <p className="section-intro">{intro}</p>
          <p className="contact-hours">
            {contact.hours} · {contact.supportHours}
          </p>
        </div>
        <div className="contact-actions">
          <a className="btn btn-cta btn-xl" href={`tel:${contact.phone.tel}`}>
            <Phone size={20} aria-hidden="true" focusable="false" />
            Appeler le {phoneText(contact.phone.display)}
          </a>
          <a className="btn btn-outline btn-xl" href={`mailto:${contact.email}`}>
            <Mail size={20} aria-hidden="true" focusable="false" />
            Écrire à {contact.email}
          </a>
        </div>
      </div>
    </section>
  );
}
