import { z } from 'zod';
import { email, text } from './fields.js';
import { capitalPattern, rcsPattern, vatPattern } from './companyNumbers.js';

/**
 * `legal:` of `content/site.yaml`: what French law (LCEN, art. 6 III) requires a company's site to
 * say of its publisher and host, read by the legal pages' placeholders (`{legal.rcs}`…). Each field
 * is optional for a trial: `site check` warns of each one missing and `site build --production`
 * refuses (see legalNoticeGaps). The checks of the numbers against each other (the SIREN's check
 * digit, the VAT key) are legalNumbers'.
 */
export const legalNotice = z
  .strictObject({
    company: text
      .optional()
      .describe(
        'Raison sociale, sans la forme juridique : `Telorys`. Placeholder `{legal.company}` ; aussi dans la ligne « © » du pied de page. Sans elle, les pages écrivent le nom commercial (`brand.name`).',
      ),
    form: text.optional().describe('Forme juridique : `SAS`, `SARL`, `SA`… Placeholder `{legal.form}`.'),
    capital: z
      .string()
      .regex(capitalPattern, { message: 'expected an amount in euros such as "10 000 €"' })
      // `10 000 €` never cut at a line's end: no-break spaces between the groups and before €.
      .transform((value) => value.replace(/[ \u202f]/g, '\u00a0'))
      .optional()
      .describe('Capital social, un montant en euros : `10 000 €`. Placeholder `{legal.capital}`.'),
    rcs: z
      .string()
      .regex(rcsPattern, {
        message: 'expected "RCS", the city of the registry and the 9-digit SIREN, such as "RCS Metz 123 456 782"',
      })
      .optional()
      .describe(
        'Immatriculation au registre du commerce et des sociétés : `RCS`, la ville du greffe, puis le SIREN à 9 chiffres (`RCS Metz 123 456 782`, recopié de l’extrait Kbis). La clé du SIREN est vérifiée. Placeholder `{legal.rcs}`.',
      ),
    vat: z
      .string()
      .regex(vatPattern, {
        message: 'expected "FR", the 2-digit key and the 9-digit SIREN, such as "FR11123456782"',
      })
      .optional()
      .describe(
        'Numéro de TVA intracommunautaire : `FR`, la clé à 2 chiffres, puis le SIREN (`FR11123456782`). La clé est vérifiée ; le SIREN doit être celui de `rcs`. Placeholder `{legal.vat}`.',
      ),
    headOffice: text
      .optional()
      .describe('Adresse du siège social : `12 rue des Jardins, 57155 Marly`. Placeholder `{legal.headOffice}`.'),
    director: text
      .optional()
      .describe(
        'Directeur de la publication, prénom et nom (le représentant légal en général) : `Claire Martin, présidente`. Placeholder `{legal.director}`.',
      ),
    host: z
      .strictObject({
        name: text.optional().describe('Nom ou raison sociale de l’hébergeur : `OVH SAS`.'),
        address: text.optional().describe('Adresse de l’hébergeur : `2 rue Kellermann, 59100 Roubaix`.'),
        phone: text.optional().describe('Téléphone de l’hébergeur : `09 72 10 10 07`.'),
      })
      .optional()
      .describe(
        'Hébergeur du site : nom, adresse et téléphone. Placeholders `{legal.host}` (les trois ensemble), `{legal.hostName}`, `{legal.hostAddress}`, `{legal.hostPhone}`.',
      ),
    dpoEmail: email.describe('Adresse du délégué à la protection des données. Placeholder `{legal.dpoEmail}`.'),
  })
  .describe(
    'Identité de l’éditeur et de l’hébergeur pour les mentions légales (loi LCEN, art. 6 III). `site check` signale chaque champ manquant ; `site build --production` refuse de publier sans eux.',
  );

export type LegalNotice = z.infer<typeof legalNotice>;
