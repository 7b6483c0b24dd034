import { z } from 'zod';
import { baseUrl, email, isoDate, optionalUrl, text } from './fields.js';

/** `content/site.yaml`: what the whole site says about the company, written once. */
export const siteSchema = z.strictObject({
  brand: z.strictObject({
    /** Trade name shown in the logo, titles and legal texts. */
    name: text,
    /** Name of the switchboard offer (the spec's `{product}`). */
    product: text,
    /** One line under the brand, shown in the footer. */
    tagline: text,
  }),
  /** Public address of the site, without trailing slash; canonical URLs and the sitemap start with it. */
  baseUrl,
  contact: z.strictObject({
    phone: z.strictObject({
      /** Number as visitors read it: `03 53 48 10 20` (spaces become non-breaking so it never wraps). */
      display: text.transform((value) => value.replace(/ /g, '\u00a0')),
      /** Number for `tel:` links, international form: `+33353481020`. */
      tel: z.string().regex(/^\+\d{6,15}$/, { message: 'expected an international number such as "+33353481020"' }),
    }),
    /** Information address (the spec's `{email}`): forms and mail links go there. */
    email,
    /** Support addresses; the first is the main one, the others are copied. */
    supportEmails: z.array(email).min(1),
    address: z.strictObject({
      street: text,
      postalCode: z.string().regex(/^\d{5}$/, { message: 'expected a 5-digit postal code in quotes, such as "57155"' }),
      city: text,
      country: text,
    }),
    /** Opening hours of the sales team. */
    hours: text,
    /** Technical support availability. */
    supportHours: text,
    /** Reply promise shown beside the contact form. */
    replyPromise: text,
    /** Hours of the phone support (help centre). */
    phoneSupportHours: text,
    /** Reply delay of the e-mail support (help centre). */
    emailSupportDelay: text,
  }),
  /** Figures the copy may quote; change them here, never in a page. */
  claims: z.strictObject({
    experienceYears: z.number().int().positive(),
    companies: z.number().int().positive(),
    switchboardClients: z.number().int().positive(),
    fibreClients: z.number().int().positive(),
    installationHours: z.number().int().positive(),
    fibreInstallationDays: z.number().int().positive(),
    /** Monthly availability in percent, e.g. `99.5`. */
    availability: z.number().positive().max(100),
    freeTrialDays: z.number().int().positive(),
    demoMinutes: z.number().int().positive(),
  }),
  /** Publisher identity for the legal pages. */
  legal: z.strictObject({
    company: text,
    capital: text,
    rcs: text,
    vat: text,
    director: text,
    host: text,
    dpoEmail: email,
  }),
  /** Third-party services. Empty values mean "not configured"; environment variables override them. */
  integrations: z.strictObject({
    emailjs: z.strictObject({
      publicKey: z.string(),
      serviceId: z.string(),
      quoteTemplate: z.string(),
      demoTemplate: z.string(),
    }),
    chatWebhookUrl: optionalUrl,
    eligibility: z.strictObject({
      url: optionalUrl,
      partnerKey: z.string(),
    }),
  }),
  sitemap: z.strictObject({
    /** Date of the last change, used as `lastmod` by pages that do not give their own. */
    lastmod: isoDate,
  }),
});

export type Site = z.infer<typeof siteSchema>;
