import { z } from 'zod';
import { baseUrl, isoDate, text } from './fields.js';
import { legalNotice } from './legalNotice.js';
import { siteContact } from './siteContact.js';
import { siteIntegrations } from './siteIntegrations.js';
import { townSettings } from './townIndex.js';

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
    contact: siteContact,
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
    integrations: siteIntegrations,
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
