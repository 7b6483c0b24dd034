import { z } from 'zod';
import { href, text } from './fields.js';

const link = z.strictObject({
  /** Visible text of the link. */
  label: text,
  /** Where it goes: `/fonctionnalites`, `/#offres`, `https://…`. */
  href,
});

/** `content/navigation.yaml`: the entries of the top bar, the mobile menu and the footer. */
export const navigationSchema = z.strictObject({
  /** Entries of the top bar, in order; the mobile menu repeats them. */
  main: z.array(link).min(1),
  /** Footer columns, each a title and its links. */
  footer: z.array(z.strictObject({ title: text, links: z.array(link).min(1) })).min(1),
  /** Social networks; leave the list empty rather than link to a page that does not exist. */
  social: z.array(link).default([]),
});

export type Navigation = z.infer<typeof navigationSchema>;
export type NavLink = z.infer<typeof link>;
