import type { CartProduct } from '../client/cart/cartItems.js';
import type { AddToCartButtonProps } from '../client/islands/AddToCartButton.js';
import { formatPrice } from '../client/format.js';
import type { CatalogueProduct } from '../model/catalogue.js';
import type { EquipmentItem, FibreOffer, Plans } from '../model/offers.js';

type Plan = Plans['plans'][number];
const nbsp = '\u00a0';

/** How an equipment price reads: `+5 € HT/mois`, `7 €/mois`. */
export function equipmentPriceLabel(item: EquipmentItem): string {
  if (item.included || item.price === undefined) return 'Inclus';
  const unit = item.period === '/mois HT' ? ' HT/mois' : '/mois';
  return `${item.addOn ? '+' : ''}${formatPrice(item.price)}${unit}`;
}

/** Add-to-cart props of a switchboard plan. */
export function planButton(plan: Plan): AddToCartButtonProps {
  const product: CartProduct = {
    id: plan.id,
    name: plan.name,
    price: plan.price,
    period: '/mois/utilisateur',
    description: plan.description,
    features: plan.features,
    kind: 'subscription',
  };
  return {
    product,
    toast: { title: `Offre ajoutée${nbsp}!`, description: `${plan.name} a été ajoutée à votre panier.` },
  };
}

/**
 * Add-to-cart props of a fibre offer. Its cart line is the same from every page (its `id`, its
 * home `name`); `shown` is the name the page titles it with, used by the button and the toast.
 */
export function fibreButton(offer: FibreOffer, shown: string = offer.name): AddToCartButtonProps {
  const product: CartProduct = {
    id: offer.id,
    name: offer.name,
    price: offer.price,
    period: '/mois',
    description: offer.pageName === offer.name ? `Fibre ${offer.speed}` : `Fibre ${offer.pageName}, ${offer.speed}`,
    features: offer.features,
    kind: 'subscription',
  };
  return {
    product,
    shownName: shown === offer.name ? undefined : shown,
    toast: { title: `Offre fibre ajoutée${nbsp}!`, description: `${shown} a été ajoutée à votre panier.` },
  };
}

/** Add-to-cart props of a home equipment item; an included one adds nothing and says why. */
export function equipmentButton(item: EquipmentItem, productName: string): AddToCartButtonProps {
  const product: CartProduct = {
    id: item.id,
    name: item.name,
    price: item.price ?? 0,
    period: item.period ?? '/mois',
    description: item.type,
    features: item.features,
    kind: 'rental',
  };
  return {
    product,
    // Spec §toasts: the price alone, then « HT/mois », whatever the card shows (no « + » for an add-on).
    toast: {
      title: `Équipement ajouté${nbsp}!`,
      description: `${item.name} a été ajouté à votre panier (${formatPrice(item.price ?? 0)} HT/mois).`,
    },
    included: item.included
      ? { title: 'Équipement inclus', description: `${item.name} est déjà inclus dans votre offre ${productName}.` }
      : undefined,
  };
}

/** Add-to-cart props of a catalogue product, bought once. */
export function catalogueButton(product: CatalogueProduct): AddToCartButtonProps {
  return {
    product: {
      id: `achat-${product.id}`,
      name: product.name,
      price: product.price,
      period: 'unique',
      description: product.category,
      features: product.features,
      kind: 'purchase',
    },
    toast: { title: 'Produit ajouté au panier', description: `${product.name} a été ajouté à votre panier.` },
  };
}

/** What the catalogue of cart products is made from: the offers and the catalogue of the content. */
export interface CartSources {
  plans: Plans;
  fibre: { offers: FibreOffer[] };
  equipment: { groups: { items: EquipmentItem[] }[] };
  catalogue: { products: CatalogueProduct[] };
}

/**
 * Every product an add-to-cart button of the site can add, by the same functions the buttons use:
 * the browser takes names, prices and periods from here, never from what the tab stored.
 */
export function cartCatalogue(sources: CartSources, productName: string): CartProduct[] {
  const products = [
    ...sources.plans.plans.map((plan) => planButton(plan)),
    ...sources.fibre.offers.map((offer) => fibreButton(offer)),
    ...sources.equipment.groups
      .flatMap((group) => group.items.map((item) => equipmentButton(item, productName)))
      .filter((button) => !button.included),
    ...sources.catalogue.products.map((product) => catalogueButton(product)),
  ].map((button) => button.product);
  return [...new Map(products.map((product) => [product.id, product])).values()];
}
