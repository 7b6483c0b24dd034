import { z } from 'zod';
import { text } from './fields.js';
import { iconName } from './icon.js';

/** A price in euros HT, written as a number: `19`, `59.9` (never « 59,90 € »). */
export const price = z.number().nonnegative();

/** An identifier for the cart: lowercase letters, digits and dashes, e.g. `t46u`. */
export const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'expected an identifier in lowercase letters, digits and dashes, such as "t46u"' });

/** `content/offers/plans.yaml`: the three switchboard plans. */
export const plansSchema = z.strictObject({
  heading: text,
  intro: text,
  plans: z.array(z.strictObject({
    id,
    name: text,
    description: text,
    /** Price per user and per month, euros HT. */
    price,
    badge: text,
    icon: iconName,
    /** Shows the plan as the recommended one. Default false. */
    highlight: z.boolean().default(false),
    features: z.array(text).min(1),
  })).min(1),
});

/** `content/offers/fibre.yaml`: the fibre offers, shown on the home page and the fibre page. */
export const fibreSchema = z.strictObject({
  heading: text,
  intro: text,
  /** Line under the cards: commitment and what is included. */
  commitment: text,
  quoteButton: text,
  eligibilityButton: text,
  offers: z.array(z.strictObject({
    /** Name on the home page and in the cart, e.g. `FTTH pro 1Gb/s`. */
    name: text,
    /** Name on the fibre page, e.g. `FTTH Professionnel`. */
    pageName: text,
    speed: text,
    upload: text,
    /** Price per month, euros HT. */
    price,
    badge: text,
    description: text,
    /** Marks the offer as the most popular. Default false. */
    popular: z.boolean().default(false),
    features: z.array(text).min(1),
  })).min(1),
});

const equipmentItem = z.strictObject({
  id,
  /** Model, written exactly: `T46U`. */
  name: text,
  type: text,
  features: z.array(text).min(1),
  /** Included in every plan: shown as « Inclus », cannot be added to the cart. Default false. */
  included: z.boolean().default(false),
  /** Monthly price in euros; required unless `included`. */
  price: price.optional(),
  /** `/mois HT` or `/mois`. */
  period: z.enum(['/mois HT', '/mois']).optional(),
  /** Shows the price as a supplement (« +5 € HT/mois »). Default false. */
  addOn: z.boolean().default(false),
  /** Label shown beside the name, e.g. « Inclus »; included items show « Inclus » without it. */
  badge: text.optional(),
  /** Sets the card apart. Default false. */
  highlight: z.boolean().default(false),
}).refine((item) => item.included || (item.price !== undefined && item.period !== undefined), {
  message: 'an equipment item needs "price" and "period", or "included: true"',
});

/** `content/offers/equipment.yaml`: equipment groups of the home page. */
export const equipmentSchema = z.strictObject({
  heading: text,
  intro: text,
  catalogueLink: text,
  groups: z.array(z.strictObject({ title: text, icon: iconName, items: z.array(equipmentItem).min(1) })).min(1),
});

export type Plans = z.infer<typeof plansSchema>;
export type Fibre = z.infer<typeof fibreSchema>;
export type FibreOffer = Fibre['offers'][number];
export type Equipment = z.infer<typeof equipmentSchema>;
export type EquipmentItem = z.infer<typeof equipmentItem>;
