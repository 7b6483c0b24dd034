import type { LocalPageContent } from '../../model/local.js';
import type { Site } from '../../model/site.js';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** `8h–18h`, or the last such span of `Du lundi au vendredi, 9h–18h`, → `['08:00', '18:00']`. */
export function openingTimes(hours: string): [string, string] {
  const span = /(\d{1,2})h(\d{2})?\s*–\s*(\d{1,2})h(\d{2})?/.exec(hours);
  if (!span) return ['', ''];
  const time = (hour?: string, minutes?: string) => `${(hour ?? '').padStart(2, '0')}:${minutes ?? '00'}`;
  return [time(span[1], span[2]), time(span[3], span[4])];
}

/**
 * The provider as one schema.org LocalBusiness, the same on every local page: the Marly business
 * with its own opening hours (`site.contact.hours`), serving the page's place (`areaServed`).
 * The hours of the page's local line belong to its ContactPoint, so two pages never give the
 * business two different hours.
 */
export function localBusiness(site: Site, page: LocalPageContent, url: string): Record<string, unknown> {
  const [opens, closes] = openingTimes(site.contact.hours);
  const [lineOpens, lineCloses] = openingTimes(page.contact.hours);
  const { address } = site.contact;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site.baseUrl}/#entreprise`,
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
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens, closes }],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: site.contact.phone.tel,
      areaServed: page.geo.placename,
      availableLanguage: 'fr',
      hoursAvailable: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: lineOpens, closes: lineCloses }],
    },
  };
}
