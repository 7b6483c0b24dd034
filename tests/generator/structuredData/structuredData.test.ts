import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite, type PreparedSite } from '../../../generator/prepareSite.js';
import { renderSite } from '../../../generator/renderSite.js';
import { htmlText } from '../../../generator/render/spliced.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

type Node = Record<string, any>;
const assets = {
  css: { href: '/a.css', integrity: '' },
  js: { href: '/a.js', integrity: '' },
  preload: [],
  chatCss: { href: '/c.css', integrity: '' },
};

let site: TempSite;
let prepared: PreparedSite;
/** Every page of the fixture build: its address, its HTML and the nodes of its one JSON-LD graph. */
let pages: { path: string; html: string; graph: Node[] }[];
beforeAll(async () => {
  site = await createTempSite();
  const towns = await readFile(path.join(repoRoot, 'tests', 'fixtures', 'towns', 'towns.csv'), 'utf8');
  // 201 more towns of the Vosges, each row like Épinal's: past 200 the list has a page per letter.
  const epinal = towns.split('\n').find((line) => line.startsWith('epinal,'))!;
  const more = Array.from({ length: 201 }, (_, index) => {
    const name = `${'ABC'[index % 3]}ville ${index}`;
    // Each with its own INSEE code, as every commune has.
    const row = epinal.replace(/^epinal,Épinal,/, `${name.toLowerCase().replace(' ', '-')},${name},`);
    return row.replace(',88160,', `,${88500 + index},`);
  });
  await site.write('content/local/towns.csv', `${towns.trimEnd()}\n${more.join('\n')}\n`);
  await site.write(
    'content/local-town.yaml',
    await readFile(path.join(repoRoot, 'tests', 'fixtures', 'towns', 'local-town.yaml'), 'utf8'),
  );
  prepared = await prepareSite({ root: site.root, overrides: { env: {} }, log: createMemoryLogger() });
  pages = [...renderSite(prepared, assets)].map((page) => {
    const html = htmlText(page.html);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(scripts, page.route.path).toHaveLength(1);
    const data = JSON.parse(scripts[0]![1]!);
    expect(data['@context']).toBe('https://schema.org');
    return { path: page.route.path, html, graph: data['@graph'] };
  });
});
afterAll(() => site.remove());

const base = () => prepared.content.site.baseUrl;
const page = (address: string) => pages.find((each) => each.path === address)!;
const ofType = (graph: Node[], type: string) => graph.filter((node) => node['@type'] === type);
/** Every object in a graph, nested ones included. */
function walk(value: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(value)) value.forEach((item) => walk(item, found));
  else if (value && typeof value === 'object') {
    found.push(value as Node);
    Object.values(value).forEach((item) => walk(item, found));
  }
  return found;
}
/** A node that says more than its `@id`: a definition, not a reference. */
const defines = (node: Node) => typeof node['@id'] === 'string' && Object.keys(node).length > 1;

describe('structured data of a whole fixture build', () => {
  it('builds the pages it checks: towns, letter lists, Markdown pages', () => {
    expect(prepared.problems).toEqual([]);
    expect(pages.length).toBeGreaterThan(230);
    expect(pages.map((each) => each.path)).toEqual(expect.arrayContaining(['/epinal', '/communes/vosges/a', '/cgv']));
  });

  it('gives every @id one definition, however many pages write it', () => {
    const definitions = new Map<string, { json: string; path: string }>();
    for (const { path: address, graph } of pages)
      for (const node of walk(graph).filter(defines)) {
        const json = JSON.stringify(node);
        const known = definitions.get(node['@id']);
        if (known) expect(json, `${node['@id']} on ${address} and ${known.path}`).toBe(known.json);
        else definitions.set(node['@id'], { json, path: address });
      }
    // …and every reference points to a node defined somewhere on the site.
    for (const { path: address, graph } of pages)
      for (const node of walk(graph).filter((each) => Object.keys(each).join() === '@id'))
        expect(definitions.has(node['@id']), `${node['@id']} named on ${address}`).toBe(true);
  });

  it('describes the business in full on the home page only, with the Marly address, hours, phone, e-mail and logo', () => {
    const { contact } = prepared.content.site;
    const organisation = `${base()}/#organisation`;
    const writers = pages.filter(({ graph }) =>
      walk(graph).some((node) => node['@id'] === organisation && defines(node)),
    );
    expect(writers.map((each) => each.path)).toEqual(['/']);
    const [business] = ofType(page('/').graph, 'LocalBusiness');
    expect(business).toMatchObject({
      telephone: contact.phone.tel,
      email: contact.email,
      address: { postalCode: contact.address.postalCode, addressLocality: contact.address.city },
      logo: { url: `${base()}/images/logo.png` },
    });
    expect(business!.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(ofType(page('/').graph, 'WebSite')).toHaveLength(1);
    for (const { path: address, graph } of pages) {
      expect(ofType(graph, 'LocalBusiness').length, address).toBe(address === '/' ? 1 : 0);
      const [webPage] = graph;
      expect(webPage).toMatchObject({ '@id': `${base()}${address === '/' ? '/' : address}#page` });
      expect(webPage!.isPartOf).toEqual({ '@id': `${base()}/#site` });
      expect(webPage!.publisher).toEqual({ '@id': organisation });
    }
  });

  it('gives every page below the home page a BreadcrumbList from the home page to itself, through pages of the site', () => {
    const addresses = new Set(pages.map((each) => `${base()}${each.path === '/' ? '/' : each.path}`));
    for (const { path: address, graph } of pages) {
      const lists = ofType(graph, 'BreadcrumbList');
      if (address === '/') {
        expect(lists).toEqual([]);
        continue;
      }
      expect(lists, address).toHaveLength(1);
      const items = lists[0]!.itemListElement as Node[];
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(items[0]!.item).toBe(`${base()}/`);
      expect(items.at(-1)!.item).toBe(`${base()}${address}`);
      for (const item of items) expect(addresses.has(item.item), `${item.item} on ${address}`).toBe(true);
    }
  });

  it('follows the real hierarchy: département, its letter’s list past 200 towns, then the town', () => {
    const names = (address: string) =>
      ofType(page(address).graph, 'BreadcrumbList')[0]!.itemListElement.map((item: Node) => item.item);
    expect(names('/aville-0')).toEqual([
      `${base()}/`,
      `${base()}/vosges`,
      `${base()}/communes/vosges/a`,
      `${base()}/aville-0`,
    ]);
    expect(names('/communes/vosges/b')).toEqual([`${base()}/`, `${base()}/vosges`, `${base()}/communes/vosges/b`]);
    expect(names('/le-ban-saint-martin')).toEqual([`${base()}/`, `${base()}/moselle`, `${base()}/le-ban-saint-martin`]);
    expect(names('/strasbourg')).toEqual([`${base()}/`, `${base()}/communes/bas-rhin`, `${base()}/strasbourg`]);
    expect(names('/metz')).toEqual([`${base()}/`, `${base()}/moselle`, `${base()}/metz`]);
  });

  it('gives town and département pages a Service of the business serving the place', () => {
    const [town] = ofType(page('/aville-0').graph, 'Service');
    expect(town).toMatchObject({
      provider: { '@id': `${base()}/#organisation` },
      areaServed: { '@type': 'City', name: 'Aville 0', containedInPlace: { name: 'Vosges' } },
    });
    const [departement] = ofType(page('/vosges').graph, 'Service');
    expect(departement!.areaServed).toEqual({ '@type': 'AdministrativeArea', name: 'Vosges' });
  });
});

describe('offers at the content’s prices', () => {
  const offersOf = (address: string, id: string) =>
    walk(page(address).graph).find((node) => node['@id'] === id && defines(node))!;

  it('switchboard: a Service with an Offer per plan, per user and per month HT, on its page and on the home page', () => {
    const { plans } = prepared.content.plans;
    for (const address of ['/standard-telephonique-virtuel', '/']) {
      const service = offersOf(address, `${base()}/standard-telephonique-virtuel#service`);
      expect(service['@type']).toBe('Service');
      expect(service.offers.map((offer: Node) => [offer.name, offer.price])).toEqual(
        plans.map((plan) => [plan.name, plan.price]),
      );
      for (const offer of service.offers)
        expect(offer).toMatchObject({
          '@type': 'Offer',
          priceCurrency: 'EUR',
          seller: { '@id': `${base()}/#organisation` },
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: offer.price,
            priceCurrency: 'EUR',
            valueAddedTaxIncluded: false,
            unitCode: 'MON',
            unitText: 'par utilisateur et par mois',
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'utilisateur' },
          },
        });
    }
  });

  it('fibre: an Offer per access, per month HT, cents kept (59.9)', () => {
    const service = offersOf('/fibre-professionnelle', `${base()}/fibre-professionnelle#service`);
    expect(service.offers.map((offer: Node) => offer.price)).toEqual(
      prepared.content.fibre.offers.map((access) => access.price),
    );
    expect(service.offers[0].priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      valueAddedTaxIncluded: false,
      unitText: 'par mois',
      referenceQuantity: { value: 1, unitCode: 'MON' },
    });
  });

  it('catalogue: a Product per model with its price paid once HT, listed by the page', () => {
    const { products } = prepared.content.catalogue;
    const graph = page('/equipements').graph;
    expect(graph[0]!['@type']).toBe('CollectionPage');
    const found = ofType(graph, 'Product');
    expect(found.map((product) => [product.sku, product.offers.price])).toEqual(
      products.map((product) => [product.id, product.price]),
    );
    expect(found[0]!.offers.priceSpecification).toEqual({
      '@type': 'PriceSpecification',
      price: products[0]!.price,
      priceCurrency: 'EUR',
      valueAddedTaxIncluded: false,
    });
    expect(ofType(graph, 'ItemList')[0]!.itemListElement).toHaveLength(products.length);
  });

  it('home: the monthly equipment, HT only where the content says « /mois HT »', () => {
    const items = prepared.content.equipment.groups.flatMap((group) => group.items).filter((item) => !item.included);
    const [catalogue] = ofType(page('/').graph, 'OfferCatalog');
    expect(catalogue!.itemListElement.map((offer: Node) => [offer.itemOffered.name, offer.price])).toEqual(
      items.map((item) => [item.name, item.price]),
    );
    catalogue!.itemListElement.forEach((offer: Node, index: number) =>
      expect(offer.priceSpecification.valueAddedTaxIncluded).toBe(
        items[index]!.period === '/mois HT' ? false : undefined,
      ),
    );
  });
});

describe('shared links', () => {
  it('show the brand’s image, 1200×630, with its French text, and a large Twitter card, on every page', () => {
    const meta = (html: string, key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`).exec(html)?.[1];
    for (const { path: address, html } of pages) {
      expect(meta(html, 'og:image'), address).toBe(`${base()}/images/partage.png`);
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
      expect(meta(html, 'og:image:alt')).toBe(
        `Logo ${prepared.content.site.brand.name}\u00a0: ${prepared.content.site.brand.tagline}`,
      );
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    }
  });
});
