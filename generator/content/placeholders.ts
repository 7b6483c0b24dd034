import type { Site } from '../../model/site.js';

/** The `{name}` placeholders Markdown pages may use, all read from `content/site.yaml`. */
export function placeholderValues(site: Site): Record<string, string> {
  const { address } = site.contact;
  return {
    brand: site.brand.name,
    product: site.brand.product,
    email: site.contact.email,
    phone: site.contact.phone.display,
    address: `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
    siteUrl: site.baseUrl,
    'legal.company': site.legal.company,
    'legal.capital': site.legal.capital,
    'legal.rcs': site.legal.rcs,
    'legal.vat': site.legal.vat,
    'legal.director': site.legal.director,
    'legal.host': site.legal.host,
    'legal.dpoEmail': site.legal.dpoEmail,
  };
}
