import { Island } from '../Island.js';
import { demoFormProps } from '../requests/formProps.js';
import { MailRequest, requestLines } from '../requests/MailRequest.js';
import { useSite } from '../SiteContext.js';

/** The demo request block (anchor `demo-request`) for the page's sector. */
export function DemoSection({ sector, heading, intro }: { sector: string; heading: string; intro: string }) {
  const { site } = useSite();
  return (
    <section id="demo-request" className="section" aria-labelledby="demo-request-title">
      <div className="container demo-section">
        <header className="section-header">
          <p className="kicker">Démonstration gratuite</p>
          <h2 id="demo-request-title" className="section-title">
            {heading}
          </h2>
          <p className="section-intro">{intro}</p>
        </header>
        <div className="card form-card">
          <Island name="DemoForm" props={demoFormProps(site, sector)} />
          <MailRequest
            id="demo-mail-title"
            heading="Demander une démonstration"
            to={site.contact.email}
            subject={`Demande de démonstration - ${sector}`}
            lines={requestLines([
              'Prénom',
              'Nom',
              'Email professionnel',
              'Téléphone',
              'Entreprise',
              'Effectif',
              'Date souhaitée',
              'Créneau souhaité',
              'Message',
            ])}
          />
        </div>
      </div>
    </section>
  );
}
