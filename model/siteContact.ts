import { z } from 'zod';
import { email, text } from './fields.js';
import { hoursText } from './openingHours.js';
import { sitePhone } from './sitePhone.js';

/** `contact` of `content/site.yaml`: how visitors reach the company, and when. */
export const siteContact = z.strictObject({
  phone: sitePhone,
  /** Information address (the spec's `{email}`): forms and mail links go there. */
  email: email.describe('Adresse d’information : les formulaires et les liens e-mail y mènent. Placeholder `{email}`.'),
  /** Support addresses; the first is the main one, the others are copied. */
  supportEmails: z
    .array(email)
    .min(1)
    .describe('Adresses du support ; la première est la principale, les autres sont en copie.'),
  address: z.strictObject({
    street: text.describe('Rue (ou zone) de l’adresse postale.'),
    postalCode: z
      .string()
      .regex(/^\d{5}$/, { message: 'expected a 5-digit postal code in quotes, such as "57155"' })
      .describe('Code postal à 5 chiffres, entre guillemets : `"57155"`.'),
    city: text.describe('Ville.'),
    country: text.describe(
      'Pays. L’ensemble de l’adresse forme le placeholder `{address}` : « Zone d’activités, 57155 Marly, France ».',
    ),
    /** Latitude and longitude of the office, e.g. `[49.0636, 6.1561]`; optional, given to search engines. */
    position: z
      .tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)])
      .optional()
      .describe(
        'Coordonnées du bureau `[latitude, longitude]`, par exemple `[49.0636, 6.1561]`, données aux moteurs de recherche (données structurées). Facultatives : sans elles, la fiche de l’entreprise n’a pas de position.',
      ),
  }),
  /** Opening hours of the sales team. */
  hours: hoursText.describe(
    'Horaires d’ouverture de l’équipe commerciale : `Du lundi au vendredi, 8h30–12h, 14h–18h ; le samedi, 9h–12h`. Les plages avant « samedi » valent du lundi au vendredi, celles après pour le samedi (données structurées) ; heures de 0h à 24h.',
  ),
  /** Technical support availability. */
  supportHours: text.describe('Disponibilité du support technique.'),
  /** Reply promise shown beside the contact form. */
  replyPromise: text.describe('Promesse de délai de réponse affichée à côté du formulaire de contact.'),
  /** Hours of the phone support (help centre). */
  phoneSupportHours: text.describe('Horaires du support téléphonique (centre d’aide).'),
  /** Reply delay of the e-mail support (help centre). */
  emailSupportDelay: text.describe('Délai de réponse du support par e-mail (centre d’aide).'),
});
