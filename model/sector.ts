import { z } from 'zod';
import { formerAddresses, isoDate, text, wholeNumber } from './fields.js';
import { heroImage } from './heroImage.js';
import { iconName } from './icon.js';

/** Colour of a sector card. */
export const tone = z.enum(['blue', 'green', 'orange', 'purple', 'teal', 'red', 'indigo', 'amber']);
const tile = z.strictObject({
  icon: iconName.describe('Icône du bénéfice.'),
  title: text.describe('Titre du bénéfice.'),
  text: text.describe('Paragraphe.'),
});

/** `content/sectors/<slug>.yaml`: a sector card of the home page and, when `page` is given, its page `/secteurs/<slug>`. */
export const sectorSchema = z
  .strictObject({
    /** Position of the card on the home page, 1 first. */
    order: wholeNumber.describe('Position de la carte sur l’accueil, 1 en premier.'),
    /** Former addresses of the page, redirected to it. */
    aliases: formerAddresses,
    card: z.strictObject({
      title: text.describe('Titre de la carte.'),
      /** One sentence, about 100 characters. */
      description: text.describe('Une phrase, environ 100 caractères.'),
      icon: iconName.describe('Icône de la carte.'),
      tone: tone.describe('Couleur de la carte.'),
      features: z.array(text).min(1).max(4).describe('Points forts de la carte, de 1 à 4.'),
    }),
    /** The sector page. Without it, the card shows a disabled « Bientôt disponible » button. */
    page: z
      .strictObject({
        title: text.describe('Titre de la page (onglet et moteurs de recherche).'),
        description: text.describe('Description pour les moteurs de recherche.'),
        /** Sector name sent with demo requests, e.g. `Éducation`. */
        sector: text.describe('Nom du secteur envoyé avec les demandes de démo, par exemple `Éducation`.'),
        hero: z.strictObject({
          kicker: text.describe('Surtitre : petite ligne au-dessus du titre principal.'),
          heading: text.describe('Titre principal.'),
          intro: text.describe('Paragraphe d’accroche.'),
          image: heroImage,
          demoButton: text.describe('Libellé du bouton de démo.'),
          contactButton: text.describe('Libellé du bouton de contact.'),
        }),
        benefits: z.strictObject({
          heading: text.describe('Titre de la section des bénéfices.'),
          items: z.array(tile).min(1).describe('Les bénéfices.'),
        }),
        features: z.strictObject({
          heading: text.describe('Titre de la section des fonctions.'),
          items: z
            .array(z.strictObject({ title: text.describe('Nom de la fonction.'), text: text.describe('Paragraphe.') }))
            .min(1)
            .describe('Les fonctions.'),
        }),
        /** A claim set apart under the hero, e.g. the finance page's availability. */
        claim: text
          .optional()
          .describe('Un engagement mis en valeur sous le bandeau, par exemple la disponibilité de la page finance.'),
        /** An extra hero button leading to the demo form with `reason` prefilled as the message. */
        extraButton: z
          .strictObject({
            label: text.describe('Libellé d’un bouton supplémentaire du bandeau, qui mène au formulaire de démo.'),
            reason: text.describe('Texte déjà écrit comme message dans le formulaire de démo.'),
          })
          .optional(),
        cta: z.strictObject({
          heading: text.describe('Appel à l’action de fin de page : titre.'),
          text: text.describe('Paragraphe.'),
          button: text.describe('Libellé du bouton.'),
        }),
        demo: z.strictObject({
          heading: text.describe('Titre du formulaire de démo.'),
          intro: text.describe('Phrase d’introduction du formulaire.'),
        }),
        /** Date of the last change; default `sitemap.lastmod` of site.yaml. */
        updated: isoDate
          .optional()
          .describe(
            'Date de dernière modification (`AAAA-MM-JJ`), pour le plan du site ; par défaut `sitemap.lastmod` de `site.yaml`.',
          ),
      })
      .optional()
      .describe('La page du secteur. Sans elle, la carte affiche un bouton grisé « Bientôt disponible ».'),
  })
  .describe('Une carte de secteur sur l’accueil et, si `page` est présent, sa page `/secteurs/<fichier>`.');

export type Sector = z.infer<typeof sectorSchema>;
export type SectorPageContent = NonNullable<Sector['page']>;
