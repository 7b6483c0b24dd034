import type { DemoFormProps } from '../../client/islands/DemoForm.js';
import type { QuoteFormProps } from '../../client/islands/QuoteForm.js';
import type { EmailConfig } from '../../client/requests/sendEmail.js';
import type { Site } from '../../model/site.js';

/** The e-mail service settings of one form; the reCAPTCHA key only when configured, so no empty prop is written into every page. */
function emailConfig(emailjs: Site['integrations']['emailjs'], templateId: string): EmailConfig {
  const { publicKey, serviceId, recaptchaSiteKey } = emailjs;
  return recaptchaSiteKey
    ? { publicKey, serviceId, templateId, recaptchaSiteKey }
    : { publicKey, serviceId, templateId };
}

/** The requests webhook as a prop, only when configured, so no empty prop is written into every page. */
function webhook(site: Site): { webhookUrl?: string } {
  const url = site.integrations.requestsWebhookUrl;
  return url ? { webhookUrl: url } : {};
}

/** Props of the quote form island: the choices of spec §5 and where requests go (webhook, else EmailJS). */
export function quoteFormProps(site: Site): QuoteFormProps {
  const { emailjs } = site.integrations;
  return {
    to: site.contact.email,
    email: emailConfig(emailjs, emailjs.quoteTemplate),
    ...webhook(site),
    effectif: [
      ['', 'Sélectionnez'],
      ['1-5', '1 à 5 utilisateurs'],
      ['6-15', '6 à 15 utilisateurs'],
      ['16-50', '16 à 50 utilisateurs'],
      ['51-100', '51 à 100 utilisateurs'],
      ['100+', 'Plus de 100 utilisateurs'],
    ],
    besoin: [
      ['', 'Sélectionnez'],
      [site.brand.product, `Offre ${site.brand.product} complète`],
      ['fibre', 'Fibre professionnelle'],
      ['equipements', 'Équipements uniquement'],
      ['migration', 'Migration téléphonie'],
      ['conseil', 'Conseil et accompagnement'],
    ],
  };
}

/** Props of the demo form island for a sector. */
export function demoFormProps(site: Site, sector: string): DemoFormProps {
  const { emailjs } = site.integrations;
  return {
    sector,
    to: site.contact.email,
    email: emailConfig(emailjs, emailjs.demoTemplate),
    ...webhook(site),
    effectif: [
      ['', 'Sélectionnez'],
      ['1-10', '1 à 10 employés'],
      ['11-50', '11 à 50 employés'],
      ['51-200', '51 à 200 employés'],
      ['201-500', '201 à 500 employés'],
      ['500+', 'Plus de 500 employés'],
    ],
    slots: ['9h00-10h00', '10h00-11h00', '11h00-12h00', '14h00-15h00', '15h00-16h00', '16h00-17h00'],
    note: `Démonstration de ${site.claims.demoMinutes} minutes, en visioconférence ou dans vos locaux.`,
  };
}
