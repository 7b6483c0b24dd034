import type { LocalPageContent } from '../../model/local.js';
import type { Site } from '../../model/site.js';

/** `8h–18h` → `['08:00', '18:00']`. */
function openingTimes(hours: string): [string, string] {
  const [opens = '', closes = ''] = hours.split('–').map((part) => `${part.replace('h', '').padStart(2, '0')}:00`);
  return [opens, closes];
}

/** The provider as a schema.org LocalBusiness serving the page's place, with the page's hours. */
export function localBusiness(site: Site, page: LocalPageContent, url: string): Record<string, unknown> {
  const [opens, closes] = openingTimes(page.contact.hours);
  const { address } = site.contact;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: site.brand.name,
    url,
    telephone: site.contact.phone.tel,
    email: site.contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: 'FR',
    },
    areaServed: { '@type': page.kind === 'city' ? 'City' : 'AdministrativeArea', name: page.geo.placename },
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens, closes }],
  };
}
