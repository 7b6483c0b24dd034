import { z } from 'zod';
import { isoDate, text } from './fields.js';
import { iconName } from './icon.js';

/** Colour of a sector card. */
export const tone = z.enum(['blue', 'green', 'orange', 'purple', 'teal', 'red', 'indigo', 'amber']);
const tile = z.strictObject({ icon: iconName, title: text, text });

/** `content/sectors/<slug>.yaml`: a sector card of the home page and, when `page` is given, its page `/secteurs/<slug>`. */
export const sectorSchema = z.strictObject({
  /** Position of the card on the home page, 1 first. */
  order: z.number().int().positive(),
  card: z.strictObject({
    title: text,
    /** One sentence, about 100 characters. */
    description: text,
    icon: iconName,
    tone,
    features: z.array(text).min(1).max(4),
  }),
  /** The sector page. Without it, the card shows a disabled « Bientôt disponible » button. */
  page: z.strictObject({
    title: text,
    description: text,
    /** Sector name sent with demo requests, e.g. `Éducation`. */
    sector: text,
    hero: z.strictObject({ kicker: text, heading: text, intro: text, demoButton: text, contactButton: text }),
    benefits: z.strictObject({ heading: text, items: z.array(tile).min(1) }),
    features: z.strictObject({ heading: text, items: z.array(z.strictObject({ title: text, text })).min(1) }),
    /** Client testimonials (quote, author, position). */
    testimonials: z.array(z.strictObject({ quote: text, author: text, position: text })).optional(),
    /** A claim set apart under the hero, e.g. the finance page's availability. */
    claim: text.optional(),
    /** An extra hero button leading to the demo form with `reason` prefilled as the message. */
    extraButton: z.strictObject({ label: text, reason: text }).optional(),
    cta: z.strictObject({ heading: text, text, button: text }),
    demo: z.strictObject({ heading: text, intro: text }),
    /** Date of the last change; default `sitemap.lastmod` of site.yaml. */
    updated: isoDate.optional(),
  }).optional(),
});

export type Sector = z.infer<typeof sectorSchema>;
export type SectorPageContent = NonNullable<Sector['page']>;
