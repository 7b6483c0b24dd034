import { z } from 'zod';
import { baseUrl, email, isoDate, optionalUrl, text } from './fields.js';
import { legalNotice } from './legalNotice.js';
import { hoursText } from './openingHours.js';
import { townSettings } from './townIndex.js';

/**
 * The international number a displayed number stands for: `03 53 48 10 20` → `+33353481020`
 * when `tel` is French (`+33…`), `+33 3 53…` and `0033 3 53…` as written.
 */
function calledNumber(display: string, tel: string): string {
  const digits = display.replace(/[^\d+]/g, '').replace(/^00/, '+');
  if (digits.startsWith('+')) return digits;
  return tel.startsWith('+33') && digits.startsWith('0') ? `+33${digits.slice(1)}` : digits;
}

/** `content/site.yaml`: what the whole site says about the company, written once. */
export const siteSchema = z
  .strictObject({
    brand: z.strictObject({
      /** Trade name shown in the logo, titles and legal texts. */
      name: text.describe(
        'Nom commercial affiché dans le logo, les titres et les textes légaux. Placeholder `{brand}`.',
      ),
      /** Name of the switchboard offer (the spec's `{product}`). */
      product: text.describe('Nom de l’offre de standard. Placeholder `{product}`.'),
      /** One line under the brand, shown in the footer. */
      tagline: text.describe('Une ligne sous la marque, utilisée dans le bandeau d’accueil et le pied de page.'),
    }),
    /** Public address of the site, without trailing slash; canonical URLs and the sitemap start with it. */
    baseUrl: baseUrl.describe(
      'Adresse publique du site, sans `/` final ni `?`, `#` ou identifiants ; les adresses canoniques et le plan du site commencent par elle. Placeholder `{siteUrl}`. Remplacée par `SITE_BASE_URL` puis `--base-url`.',
    ),
    contact: z.strictObject({
      phone: z
        .strictObject({
          /** Number as visitors read it: `03 53 48 10 20` (spaces become non-breaking so it never wraps). */
          display: text
            .transform((value) => value.replace(/ /g, '\u00a0'))
            .describe(
              'Numéro tel que les visiteurs le lisent : `03 53 48 10 20` (les espaces deviennent insécables, il ne se coupe jamais). Placeholder `{phone}`.',
            ),
          /** Number for `tel:` links, international form: `+33353481020`. */
          tel: z
            .string()
            .superRefine((value, context) => {
              if (/^\+\d{6,15}$/.test(value)) return;
              // `03 53 48 10 20`, `+33 3 53…` or `0033…`: the number meant, written as a tel: link wants it.
              const digits = value.replace(/[^\d+]/g, '').replace(/^00/, '+');
              const meant = digits.startsWith('+') ? digits : digits.startsWith('0') ? `+33${digits.slice(1)}` : '';
              context.addIssue({
                code: 'custom',
                message: 'expected an international number such as "+33353481020"',
                ...(/^\+\d{6,15}$/.test(meant)
                  ? {
                      params: { hint: `write it without spaces or dots, +33 in place of the first 0: tel: "${meant}"` },
                    }
                  : {}),
              });
            })
            .meta({ pattern: '^\\+\\d{6,15}$' })
            .describe(
              'Numéro pour les liens d’appel, au format international, entre guillemets : `"+33353481020"` (`+` puis 6 à 15 chiffres).',
            ),
        })
        .superRefine((phone, context) => {
          // A visitor who dials the number shown must reach the number a tap calls. When one of the
          // two cannot be a French number (a digit dropped or added), it is the one to correct.
          const shown = calledNumber(phone.display, phone.tel);
          if (shown === phone.tel || !/^\+\d{6,15}$/.test(phone.tel)) return; // tel's own problem says it
          const french = /^\+33[1-9]\d{8}$/;
          if (phone.tel.startsWith('+33') && !french.test(phone.tel) && french.test(shown))
            context.addIssue({
              code: 'custom',
              path: ['tel'],
              message: 'expected a French number: +33, then the 9 digits that follow the 0',
              params: { hint: `write the number display shows: tel: "${shown}"` },
            });
          else
            context.addIssue({
              code: 'custom',
              path: ['display'],
              message: 'expected the number that tel calls, its +33 shown as 0',
              params: { hint: 'write one number in both fields: tel "+33353481020" is shown 03 53 48 10 20.' },
            });
        }),
      /** Information address (the spec's `{email}`): forms and mail links go there. */
      email: email.describe(
        'Adresse d’information : les formulaires et les liens e-mail y mènent. Placeholder `{email}`.',
      ),
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
    }),
    /** Figures the copy may quote; change them here, never in a page. */
    claims: z
      .strictObject({
        experienceYears: z.number().int().positive().describe('Années d’expérience (accueil).'),
        companies: z.number().int().positive().describe('Nombre d’entreprises clientes (accueil).'),
        switchboardClients: z.number().int().positive().describe('Nombre de clients du standard.'),
        fibreClients: z.number().int().positive().describe('Nombre de clients fibre.'),
        installationHours: z
          .number()
          .int()
          .positive()
          .describe('Délai de mise en service du standard, en heures (accueil : « 48h »).'),
        fibreInstallationDays: z.number().int().positive().describe('Délai d’installation de la fibre, en jours.'),
        /** Monthly availability in percent, e.g. `99.5`. */
        availability: z
          .number()
          .positive()
          .max(100)
          .describe('Disponibilité mensuelle en pourcentage, par exemple `99.5` (au plus 100).'),
        freeTrialDays: z.number().int().positive().describe('Durée de l’essai gratuit, en jours.'),
        demoMinutes: z
          .number()
          .int()
          .positive()
          .describe('Durée de la démonstration, en minutes (formulaire de démo).'),
      })
      .describe('Chiffres que les textes peuvent citer : modifiez-les ici, jamais dans une page.'),
    /** Publisher identity for the legal pages (LCEN art. 6 III); see legalNotice. */
    legal: legalNotice,
    /** Third-party services. Empty values mean "not configured"; environment variables override them. */
    integrations: z
      .strictObject({
        emailjs: z.strictObject({
          publicKey: z
            .string()
            .describe('Clé publique EmailJS, vide si non configuré. Variable `SITE_EMAILJS_PUBLIC_KEY`.'),
          serviceId: z.string().describe('Identifiant du service EmailJS. Variable `SITE_EMAILJS_SERVICE_ID`.'),
          quoteTemplate: z
            .string()
            .describe('Modèle EmailJS de la demande de devis. Variable `SITE_EMAILJS_TEMPLATE_QUOTE`.'),
          demoTemplate: z
            .string()
            .describe('Modèle EmailJS de la demande de démo. Variable `SITE_EMAILJS_TEMPLATE_DEMO`.'),
          /**
           * reCAPTCHA v2 site key (invisible widget) of the templates that check one. Optional; default
           * none: no reCAPTCHA is loaded and Google's hosts stay out of the Content-Security-Policy.
           */
          recaptchaSiteKey: z
            .string()
            .regex(/^[\w-]*$/, { message: 'expected a reCAPTCHA site key: letters, digits, "-" and "_"' })
            .optional()
            .describe(
              'Clé de site reCAPTCHA v2 (invisible), à donner quand les modèles EmailJS vérifient un reCAPTCHA (réglage du modèle). Facultative : sans elle, aucun reCAPTCHA n’est chargé et la politique de sécurité du contenu n’autorise pas Google. Chargé au premier envoi seulement.',
            ),
        }),
        chatWebhookUrl: optionalUrl.describe(
          'Webhook de l’assistant en ligne, ou `""` s’il n’y en a pas. Variable `SITE_CHAT_WEBHOOK_URL`.',
        ),
        /**
         * The business's own webhook (an n8n workflow, say) that receives each quote and demo request as
         * JSON. Optional; default none. When set it is used instead of EmailJS.
         */
        requestsWebhookUrl: optionalUrl
          .optional()
          .describe(
            'Webhook qui reçoit chaque demande de devis et de démo en JSON (un workflow n8n, par exemple), ou `""` s’il n’y en a pas. Quand il est donné, les formulaires l’utilisent à la place d’EmailJS. Variable `SITE_REQUESTS_WEBHOOK_URL`.',
          ),
        eligibility: z.strictObject({
          url: optionalUrl.describe('Adresse du test d’éligibilité fibre, ou `""` s’il n’y en a pas.'),
          partnerKey: z.string().describe('Clé partenaire du test d’éligibilité. Variable `SITE_ELIGIBILITY_KEY`.'),
        }),
      })
      .describe(
        'Services tiers. Une valeur vide veut dire « non configuré » ; les variables d’environnement les remplacent.',
      ),
    /** How browsers are told to reach the site. Optional. */
    security: z
      .strictObject({
        /** Ask browsers' HSTS preload list to know the site as HTTPS-only (`; preload`). Default false: leaving the list takes months. */
        hstsPreload: z
          .boolean()
          .optional()
          .describe(
            'Ajoute `preload` à l’en-tête `Strict-Transport-Security` envoyé quand l’adresse du site est en `https://`, pour l’inscription sur hstspreload.org. Par défaut `false` : en sortir prend des mois.',
          ),
      })
      .optional()
      .describe('Comment les navigateurs doivent joindre le site. Facultatif.'),
    /** The pages generated from `content/local/towns.csv`. Optional. */
    towns: townSettings.optional().describe('Les pages de communes générées depuis `content/local/towns.csv`.'),
    sitemap: z.strictObject({
      /** Date of the last change, used as `lastmod` by pages that do not give their own. */
      lastmod: isoDate.describe(
        'Date de dernière modification (`AAAA-MM-JJ`), utilisée dans le plan du site par les pages qui n’ont pas leur propre date.',
      ),
    }),
  })
  .describe('Ce que tout le site dit de l’entreprise, écrit une seule fois.');

export type Site = z.infer<typeof siteSchema>;
