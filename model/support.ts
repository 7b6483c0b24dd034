import { z } from 'zod';
import { text } from './fields.js';
import { iconName } from './icon.js';


const head = {
  /** Page title (browser tab and search results), without the brand. */
  title: text,
  /** Meta description: one sentence of 120–160 characters. */
  description: text,
  /** Main heading of the page. */
  heading: text,
  /** Paragraph under the heading. */
  intro: text,
  /** Banner saying the section is being built. */
  banner: z.strictObject({ title: text, text }),
};

const construction = z.strictObject({
  title: text,
  text,
  /** What is coming, each with an icon. */
  items: z.array(z.strictObject({ icon: iconName, title: text, text })).min(1),
  badge: text,
});

/** `content/support/centre-aide.yaml`. */
export const helpCentreSchema = z.strictObject({
  ...head,
  searchPlaceholder: text,
  phoneCard: z.strictObject({ title: text, text, button: text }),
  emailCard: z.strictObject({ title: text, text, button: text, /** Subject of the mail draft. */ subject: text }),
  construction,
});

const document = z.strictObject({
  name: text,
  /** Size in megabytes, e.g. `1.2` (shown as « 1,2 Mo »). */
  sizeMb: z.number().positive(),
  /** File under `public/` to download, e.g. `/documents/guide.pdf`; without it the button says the file is coming. */
  file: z.string().regex(/^\/[\w\-./]+\.pdf$/, { message: 'expected a path to a PDF under public/, such as /documents/guide.pdf' }).optional(),
});

/** `content/support/documentation.yaml`: the documentation catalogue. */
export const documentationSchema = z.strictObject({
  ...head,
  construction,
  featuredTitle: text,
  featured: z.array(document.extend({ description: text, badge: text, icon: iconName })).min(1),
  catalogueTitle: text,
  categories: z.array(z.strictObject({ title: text, icon: iconName, description: text, documents: z.array(document).min(1) })).min(1),
});

/** `content/support/tutoriels-video.yaml`. */
export const tutorialsSchema = z.strictObject({ ...head, construction });

export type HelpCentre = z.infer<typeof helpCentreSchema>;
export type Documentation = z.infer<typeof documentationSchema>;
export type Tutorials = z.infer<typeof tutorialsSchema>;
