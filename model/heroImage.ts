import { z } from 'zod';
import { imagePath, text } from './fields.js';

/**
 * The picture of the product a page's hero leads with, beside its text on wide screens and
 * under it on phones: the softphone, the administration, a desk phone, a call flow, the fibre box.
 */
export const heroImage = z
  .strictObject({
    /** Image under `public/`, e.g. `/images/produit/tableau-de-bord.svg`, 4:3 (the hero reserves that ratio); never a remote address. */
    src: imagePath.describe(
      'Image dans `public/`, par exemple `/images/produit/tableau-de-bord.svg` ; jamais une adresse d’un autre site. Au format 4:3 (640 × 480 pixels par exemple) : la page lui réserve cette place avant son chargement. Formats : svg, png, jpg, jpeg, webp, avif, gif.',
    ),
    /** What the picture shows, read by screen readers: true and specific, not « illustration ». */
    alt: text.describe(
      'Ce que montre l’image, lu par les lecteurs d’écran : précis et vrai (« Application mobile du standard : appel entrant d’un client, avec les boutons Répondre et Transférer »), jamais « illustration ».',
    ),
  })
  .describe('Image du produit en tête de page, à droite du texte sur grand écran et sous le texte sur téléphone.');

export type HeroImage = z.infer<typeof heroImage>;
