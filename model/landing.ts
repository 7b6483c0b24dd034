import { z } from 'zod';
import { absoluteUrl, text } from './fields.js';
import { iconName } from './icon.js';

/** An icon, a title and a short text: benefits, features, audiences, usages. */
const tile = z.strictObject({ icon: iconName, title: text, text });
const tileSection = z.strictObject({ heading: text, items: z.array(tile).min(1) });
/** The closing call to action of a page. */
const cta = z.strictObject({ heading: text, text, button: text });
const head = { /** Page title, without the brand. */ title: text, /** Meta description, 120–160 characters. */ description: text };

/** `content/home.yaml`: head and hero of the home page; headings of the sections still to come. */
export const homeSchema = z.strictObject({
  ...head,
  hero: z.strictObject({ kicker: text, heading: text, intro: text, primaryButton: text, secondaryButton: text }),
  /** Section `secteurs`: heading over the sector cards (one per file of content/sectors/). */
  sectors: z.strictObject({ heading: text, intro: text }),
  /** Section `studio-vocal`: the external voice studio. */
  voiceStudio: z.strictObject({
    heading: text,
    intro: text,
    items: z.array(tile).min(1),
    /** Number of quality control points of each recording. */
    qualityPoints: z.number().int().positive(),
    homeButton: z.strictObject({ label: text, url: absoluteUrl }),
    orderButton: z.strictObject({ label: text, url: absoluteUrl }),
  }),
  /** The partners section: vendors' sites, opened in a new tab. */
  partners: z.strictObject({
    heading: text,
    intro: text,
    items: z.array(z.strictObject({ category: text, name: text, text, url: absoluteUrl })).min(1),
  }),
  /** The contact section: quote form, contact card, quick actions, trust card. */
  contact: z.strictObject({
    heading: text,
    intro: text,
    /** Brochure to download from `public/`, e.g. `/documents/brochure.pdf`; without it the button is not shown. */
    brochure: z.string().regex(/^\/[\w\-./]+\.pdf$/, { message: 'expected a path to a PDF under public/, such as /documents/brochure.pdf' }).optional(),
    /** The trust card: a figure and what it counts. */
    trust: z.strictObject({ figure: text, text }),
  }),
});

/** `content/landing/fonctionnalites.yaml`. */
export const featuresPageSchema = z.strictObject({
  ...head,
  hero: z.strictObject({ kicker: text, heading: text, intro: text, demoButton: text, trialButton: text }),
  showcases: z.array(z.strictObject({ icon: iconName, title: text, text, points: z.array(text).min(1) })).min(1),
  categories: z.array(z.strictObject({ icon: iconName, title: text, intro: text, features: z.array(z.strictObject({ title: text, text })).min(1) })).min(1),
  cta,
});

/** `content/landing/standard-telephonique-virtuel.yaml`. */
export const switchboardPageSchema = z.strictObject({
  ...head,
  hero: z.strictObject({ kicker: text, heading: text, intro: text, priceNote: text, demoButton: text, contactButton: text }),
  benefits: tileSection,
  features: tileSection,
  pricing: z.strictObject({ heading: text, label: text, price: z.number().positive(), period: text, note: text, includes: z.array(text).min(1), button: text }),
  audiences: tileSection,
  cta,
});

/** `content/landing/fibre-professionnelle.yaml`. */
export const fibrePageSchema = z.strictObject({
  ...head,
  hero: z.strictObject({ kicker: text, heading: text, intro: text, eligibilityButton: text, quoteButton: text }),
  benefits: tileSection,
  comparison: z.strictObject({ heading: text, intro: text, rows: z.array(z.strictObject({ label: text, ftth: text, ftto: text })).min(1) }),
  offers: z.strictObject({ heading: text, intro: text }),
  usages: tileSection,
  cta,
});

export type Home = z.infer<typeof homeSchema>;
export type FeaturesPage = z.infer<typeof featuresPageSchema>;
export type SwitchboardPage = z.infer<typeof switchboardPageSchema>;
export type FibrePage = z.infer<typeof fibrePageSchema>;
export type Tile = z.infer<typeof tile>;
export type Cta = z.infer<typeof cta>;
