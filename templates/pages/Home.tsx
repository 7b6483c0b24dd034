import { Check, Clock, Headset, ShieldCheck } from 'lucide-react';
import { useSite } from '../SiteContext.js';

/** Sections of the home page, in order, with their anchors. Their content comes with later issues. */
const sections = [
  { id: 'offres', title: 'Nos offres', text: 'Trois formules de standard téléphonique virtuel, sans engagement de matériel.' },
  { id: 'fibre', title: 'Fibre professionnelle', text: 'FTTH et FTTO avec débit garanti, IP fixe et installation incluses.' },
  { id: 'equipements', title: 'Équipements', text: 'Téléphones de bureau, sans fil et casques, prêts à l’emploi.' },
  { id: 'secteurs', title: 'Solutions par secteur', text: 'Des configurations pensées pour votre métier.' },
  { id: 'studio-vocal', title: 'Studio vocal', text: 'Messages d’accueil et musiques d’attente enregistrés par des professionnels.' },
  { id: 'partenaires', title: 'Nos partenaires', text: 'Les constructeurs avec lesquels nous travaillons.' },
  { id: 'contact', title: 'Contact', text: 'Parlez à un expert ou demandez votre devis.' },
];

/** `/`: the one-page home. */
export function Home() {
  const { site } = useSite();
  const { claims } = site;
  const points = [
    `Plus de ${claims.companies} entreprises nous font confiance`,
    `${claims.experienceYears} ans d’expérience en téléphonie d’entreprise`,
    `Disponibilité de ${String(claims.availability).replace('.', ',')}\u00a0% par mois`,
  ];
  return (
    <>
      <section className="hero" aria-labelledby="page-title">
        <div className="container hero-inner">
          <p className="kicker">{site.brand.product}</p>
          <h1 id="page-title">Le standard téléphonique de votre entreprise, dans le cloud</h1>
          <p className="lead">
            Vos appels suivent vos collaborateurs, au bureau comme en déplacement. Dès 19{'\u00a0'}€ HT par utilisateur et par mois, prêt en {claims.installationHours}h.
          </p>
          <ul className="hero-points">
            {points.map((point) => (
              <li key={point}><Check size={18} aria-hidden="true" focusable="false" />{point}</li>
            ))}
          </ul>
          <div className="hero-actions">
            <a className="btn btn-hero btn-xl" href="#offres">Découvrir nos offres</a>
            <a className="btn btn-outline btn-xl" href="#contact">Demander un devis</a>
          </div>
          <ul className="hero-facts">
            <li><Clock aria-hidden="true" focusable="false" /><strong>{claims.installationHours}h</strong><span>installation</span></li>
            <li><Headset aria-hidden="true" focusable="false" /><strong>24/7</strong><span>support technique</span></li>
            <li><ShieldCheck aria-hidden="true" focusable="false" /><strong>{String(claims.availability).replace('.', ',')}{'\u00a0'}%</strong><span>disponibilité</span></li>
          </ul>
        </div>
      </section>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className={`section ${index % 2 ? 'section-alt' : ''}`} aria-labelledby={`${section.id}-title`}>
          <div className="container">
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            <p className="section-intro">{section.text}</p>
          </div>
        </section>
      ))}
    </>
  );
}
