import type { ItemList, Offer, OfferCatalog, PriceSpecification, Product, Service, Thing } from 'schema-dts';
import type { Content } from '../validate/validateContent.js';
import { nodeIds } from './nodeIds.js';

/** The addresses of the offer pages, which the route table and the offers' `@id`s share. */
export const offerPaths = {
  switchboard: '/standard-telephonique-virtuel',
  fibre: '/fibre-professionnelle',
  catalogue: '/equipements',
} as const;

type Unit = 'user-month' | 'month';

/** A price as the content gives it, in euros: per user and per month, per month, or paid once. */
interface ContentPrice {
  price: number;
  unit: Unit | 'once';
  /** Whether it includes VAT; undefined where the content does not say (not a default: it must stay undefined). */
  taxIncluded: boolean | undefined;
}

/**
 * The specification of a price as the content gives it. `valueAddedTaxIncluded` is left out
 * where the content does not say (an equipment price « /mois » without « HT »).
 */
function priceSpecification({ price, unit, taxIncluded }: ContentPrice): PriceSpecification {
  const tax = taxIncluded === undefined ? {} : { valueAddedTaxIncluded: taxIncluded };
  if (unit === 'once') return { '@type': 'PriceSpecification', price, priceCurrency: 'EUR', ...tax };
  return {
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: 'EUR',
    ...tax,
    unitCode: 'MON',
    unitText: unit === 'user-month' ? 'par utilisateur et par mois' : 'par mois',
    referenceQuantity:
      unit === 'user-month'
        ? { '@type': 'QuantitativeValue', value: 1, unitCode: 'C62', unitText: 'utilisateur' }
        : { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON', unitText: 'mois' },
  };
}

/** An offer at one of the content's prices, sold by the business. */
function offer(
  content: Content,
  fields: Omit<Offer, '@type' | 'price' | 'priceCurrency' | 'priceSpecification' | 'seller'>,
  price: ContentPrice,
): Offer {
  return {
    '@type': 'Offer',
    ...fields,
    price: price.price,
    priceCurrency: 'EUR',
    priceSpecification: priceSpecification(price),
    seller: { '@id': nodeIds(content.site.baseUrl).organisation },
  } as Offer;
}

/** The switchboard (`content/offers/plans.yaml`): one Service, an Offer per plan, per user and per month HT. */
export function switchboardService(content: Content): Service {
  const ids = nodeIds(content.site.baseUrl);
  const url = ids.url(offerPaths.switchboard);
  return {
    '@type': 'Service',
    '@id': ids.of(offerPaths.switchboard, 'service'),
    name: content.site.brand.product,
    description: content.plans.intro,
    url,
    provider: { '@id': ids.organisation },
    offers: content.plans.plans.map((plan) =>
      offer(
        content,
        { name: plan.name, description: plan.description, url },
        { price: plan.price, unit: 'user-month', taxIncluded: false },
      ),
    ),
  };
}

/** The fibre (`content/offers/fibre.yaml`): one Service, an Offer per access, per month HT. */
export function fibreService(content: Content): Service {
  const ids = nodeIds(content.site.baseUrl);
  const url = ids.url(offerPaths.fibre);
  return {
    '@type': 'Service',
    '@id': ids.of(offerPaths.fibre, 'service'),
    name: content.fibre.heading,
    description: content.fibre.intro,
    url,
    provider: { '@id': ids.organisation },
    offers: content.fibre.offers.map((access) =>
      offer(
        content,
        {
          name: access.pageName,
          ...(access.name !== access.pageName && { alternateName: access.name }),
          description: access.description,
          url,
        },
        { price: access.price, unit: 'month', taxIncluded: false },
      ),
    ),
  };
}

/** The equipment of the home page (`content/offers/equipment.yaml`) that has a monthly price; included models have none. */
export function equipmentCatalogue(content: Content): OfferCatalog {
  const ids = nodeIds(content.site.baseUrl);
  const items = content.equipment.groups.flatMap((group) => group.items);
  return {
    '@type': 'OfferCatalog',
    '@id': ids.of('/', 'equipements'),
    name: content.equipment.heading,
    description: content.equipment.intro,
    itemListElement: items.flatMap((item) =>
      item.included || item.price === undefined
        ? []
        : [
            offer(
              content,
              { itemOffered: { '@type': 'Product', name: item.name, description: item.type } },
              { price: item.price, unit: 'month', taxIncluded: item.period === '/mois HT' ? false : undefined },
            ),
          ],
    ),
  };
}

/** The catalogue (`content/catalogue.yaml`): a Product per model, each with its price paid once HT, and their list. */
export function catalogueNodes(content: Content): { list: ItemList; nodes: Thing[] } {
  const ids = nodeIds(content.site.baseUrl);
  const url = ids.url(offerPaths.catalogue);
  const products = content.catalogue.products.map((product): Product => ({
    '@type': 'Product',
    '@id': ids.of(offerPaths.catalogue, product.id),
    sku: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    image: content.site.baseUrl + product.image,
    offers: offer(content, { url }, { price: product.price, unit: 'once', taxIncluded: false }),
  }));
  const list: ItemList = {
    '@type': 'ItemList',
    '@id': ids.of(offerPaths.catalogue, 'produits'),
    name: content.catalogue.heading,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: { '@id': product['@id']! },
    })),
  };
  return { list, nodes: [list, ...products] };
}
