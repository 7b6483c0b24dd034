import { z } from 'zod';
import { isoDate, text } from './fields.js';
import { iconName } from './icon.js';

/** `content/local/<slug>.yaml`: a local landing page at `/<slug>`, for a city or a département. */
export const localSchema = z.strictObject({
  kind: z.enum(['city', 'department']),
  /** Name of the place as written in French: `Metz`, `Meurthe-et-Moselle`. */
  name: text,
  /** Meta title, up to 60 characters. */
  title: text,
  description: text,
  keywords: z.array(text).min(1),
  ogTitle: text,
  ogDescription: text,
  geo: z.strictObject({
    /** ISO 3166-2 code of the département: `FR-57`. */
    region: z.string().regex(/^FR-\d{2}[AB]?$/, { message: 'expected a code such as "FR-57"' }),
    placename: text,
    /** Latitude and longitude of a city centre, e.g. `[49.1193, 6.1757]`; cities only. */
    position: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]).optional(),
  }),
  hero: z.strictObject({ heading: text, intro: text, points: z.array(text).min(1) }),
  local: z.strictObject({ heading: text, text }),
  contact: z.strictObject({
    /** Stated reply time by e-mail, in hours. */
    replyHours: z.number().int().positive(),
    /** Opening hours on weekdays: `8h–18h`. */
    hours: z.string().regex(/^\d{1,2}h–\d{1,2}h$/, { message: 'expected hours written like "8h–18h"' }),
    coverage: text,
    /** Wording of the call-to-action button; it also prefills the quote request. */
    cta: text,
  }),
  updated: isoDate.optional(),
}).refine((page) => page.kind === 'department' || page.geo.position !== undefined, {
  message: 'a city page needs geo.position (latitude and longitude)',
  path: ['geo', 'position'],
});

/** `content/local-sections.yaml`: the six sections every local page shows; `{place}` becomes the page's name. */
export const localSectionsSchema = z.strictObject({
  sections: z.array(z.strictObject({ icon: iconName, heading: text, text, points: z.array(text).min(1) })).min(1),
});

export type LocalPageContent = z.infer<typeof localSchema>;
export type LocalSections = z.infer<typeof localSectionsSchema>;
