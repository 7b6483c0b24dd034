import { z } from 'zod';
import { optionalUrl } from './fields.js';

/** `integrations` of `content/site.yaml`: third-party services. Empty values mean "not configured"; environment variables override them. */
export const siteIntegrations = z
  .strictObject({
    emailjs: z.strictObject({
      publicKey: z
        .string()
        .describe('Clé publique EmailJS, vide si non configuré. Variable `SITE_EMAILJS_PUBLIC_KEY`.'),
      serviceId: z.string().describe('Identifiant du service EmailJS. Variable `SITE_EMAILJS_SERVICE_ID`.'),
      quoteTemplate: z
        .string()
        .describe('Modèle EmailJS de la demande de devis. Variable `SITE_EMAILJS_TEMPLATE_QUOTE`.'),
      demoTemplate: z.string().describe('Modèle EmailJS de la demande de démo. Variable `SITE_EMAILJS_TEMPLATE_DEMO`.'),
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
  );
