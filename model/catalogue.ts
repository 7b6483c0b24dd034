import { z } from 'zod';
import { text } from './fields.js';
import { id, price } from './offers.js';

/** `content/catalogue.yaml`: the equipment catalogue (/equipements). */
export const catalogueSchema = z.strictObject({
  title: text,
  description: text,
  heading: text,
  intro: text,
  products: z.array(z.strictObject({
    id,
    name: text,
    category: z.enum(['Téléphones IP', 'Téléphones DECT', 'Casques']),
    /** Image under `public/`, e.g. `/images/equipment/t46u.svg`; never a remote address. */
    image: z.string().regex(/^\/[\w\-./]+\.(svg|png|jpe?g|webp|avif)$/, { message: 'expected a path to an image under public/, such as /images/equipment/t46u.svg' }),
    /** Text alternative of the image, read by screen readers. */
    imageAlt: text,
    /** Price paid once, euros HT. */
    price,
    description: text,
    features: z.array(text).min(1),
    /** Technical specifications, label: value. */
    specifications: z.record(z.string(), text),
  })).min(1),
});

export type Catalogue = z.infer<typeof catalogueSchema>;
export type CatalogueProduct = Catalogue['products'][number];
