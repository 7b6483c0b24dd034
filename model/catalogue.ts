import { z } from 'zod';
import { imagePath, text } from './fields.js';
import { id } from './offers.js';
import { price } from './price.js';

/** `content/catalogue.yaml`: the equipment catalogue (/equipements). */
export const catalogueSchema = z.strictObject({
  title: text.describe('Titre de la page (onglet et moteurs de recherche).'),
  description: text.describe('Description pour les moteurs de recherche.'),
  heading: text.describe('Titre principal affiché.'),
  intro: text.describe('Paragraphe sous le titre.'),
  /** Beside each price: a one-off purchase, not the monthly rental of the home page. */
  purchaseNote: text.describe(
    'À côté de chaque prix : dit que c’est un achat payé une fois (« Achat, paiement unique »), pour ne pas le confondre avec la location de l’accueil.',
  ),
  products: z
    .array(
      z.strictObject({
        id: id.describe('Identifiant pour le panier : minuscules, chiffres et tirets.'),
        name: text.describe('Nom du produit (« Yealink T46U »).'),
        category: z
          .enum(['Téléphones IP', 'Téléphones DECT', 'Casques'])
          .describe('Catégorie, écrite exactement ainsi.'),
        /** Image under `public/`, e.g. `/images/equipment/t46u.svg`; never a remote address. */
        image: imagePath.describe(
          'Image dans `public/`, par exemple `/images/equipment/t46u.svg` ; jamais une adresse d’un autre site. Formats : svg, png, jpg, jpeg, webp, avif, gif (une photo .heic d’iPhone se convertit d’abord en JPEG).',
        ),
        /** Text alternative of the image, read by screen readers. */
        imageAlt: text.describe('Description de l’image, lue par les lecteurs d’écran.'),
        /** Price paid once, euros HT. */
        price: price.describe('Prix payé une fois, en euros HT, écrit comme un nombre : `89`.'),
        description: text.describe('Présentation du produit.'),
        features: z.array(text).min(1).describe('Points forts.'),
        /** Technical specifications, label: value. */
        specifications: z
          .record(z.string(), text)
          .describe(
            'Fiche technique, une ligne « libellé: valeur » par caractéristique : `Écran: 4,3 pouces couleur`. Mettez entre guillemets une valeur purement numérique : `Comptes SIP: "16"`.',
          ),
      }),
    )
    .min(1)
    .describe('Les produits du catalogue.'),
});

export type Catalogue = z.infer<typeof catalogueSchema>;
export type CatalogueProduct = Catalogue['products'][number];
