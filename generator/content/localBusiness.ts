import type { LocalPageContent } from '../../model/local.js';
import type { Site } from '../../model/site.js';
import { openingSpans, weekHours, type OpeningSpan, type WeekHours } from '../../model/openingHours.js';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** One OpeningHoursSpecification per span: a lunch break is two spans, Saturday its own. */
export function openingHoursSpecification(week: WeekHours): Record<string, unknown>[] {
  const spec = (dayOfWeek: string[], { opens, closes }: OpeningSpan) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek,
    opens,
    closes,
  });
  return [
    ...week.weekdays.map((span) => spec(weekdays, span)),
    ...week.saturday.map((span) => spec(['Saturday'], span)),
  ];
}

/**
 * The provider as one schema.org LocalBusiness, the same on every local page: the Marly business
 * with its own opening hours (`site.contact.hours`), serving the page's place (`areaServed`).
 * The hours of the page's local line belong to its ContactPoint, so two pages never give the
 * business two different hours.
 */
export function localBusiness(site: Site, page: LocalPageContent, url: string): Record<string, unknown> {
  const line = { weekdays: openingSpans(page.contact.hours), saturday: openingSpans(page.contact.saturdayHours ?? '') };
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
    openingHoursSpecification: openingHoursSpecification(weekHours(site.contact.hours)),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: site.contact.phone.tel,
      areaServed: page.geo.placename,
      availableLanguage: 'fr',
      hoursAvailable: openingHoursSpecification(line),
    },
  };
}
