import type { CartProduct } from '../client/cart/cartItems.js';
import type { AddToCartButtonProps } from '../client/islands/AddToCartButton.js';
import { formatPrice } from '../client/format.js';
import type { CatalogueProduct } from '../model/catalogue.js';
import type { EquipmentItem, FibreOffer, Plans } from '../model/offers.js';

type Plan = Plans['plans'][number];
const nbsp = '\u00a0';

/** `FTTH pro 1Gb/s` → `fibre-ftth-pro-1gb-s`: the cart id of a fibre offer. */
export function fibreId(name: string): string {
  return (
    'fibre-' +
    name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  );
}

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
  };
  return {
    product,
    toast: { title: `Offre ajoutée${nbsp}!`, description: `${plan.name} a été ajoutée à votre panier.` },
  };
}

/** Add-to-cart props of a fibre offer; `name` is the name shown on the page. */
export function fibreButton(offer: FibreOffer, name: string): AddToCartButtonProps {
  const product: CartProduct = {
    id: fibreId(name),
    name,
    price: offer.price,
    period: '/mois',
    description: `Fibre ${offer.speed}`,
    features: offer.features,
  };
  return {
    product,
    toast: { title: `Offre fibre ajoutée${nbsp}!`, description: `${name} a été ajoutée à votre panier.` },
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
    ...sources.fibre.offers.flatMap((offer) => [fibreButton(offer, offer.name), fibreButton(offer, offer.pageName)]),
    ...sources.equipment.groups
      .flatMap((group) => group.items.map((item) => equipmentButton(item, productName)))
      .filter((button) => !button.included),
    ...sources.catalogue.products.map((product) => catalogueButton(product)),
  ].map((button) => button.product);
  return [...new Map(products.map((product) => [product.id, product])).values()];
}
