import type { DayOfWeek, LocalBusiness, OpeningHoursSpecification } from 'schema-dts';
import type { Site } from '../../model/site.js';
import { weekHours, type OpeningSpan, type WeekHours } from '../../model/openingHours.js';
import { brandImages } from '../../templates/brandImages.js';
import { nodeIds } from './nodeIds.js';

const weekdays: DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** One OpeningHoursSpecification per span: a lunch break is two spans, Saturday its own. */
export function openingHoursSpecification(week: WeekHours): OpeningHoursSpecification[] {
  const spec = (dayOfWeek: DayOfWeek[], { opens, closes }: OpeningSpan): OpeningHoursSpecification => ({
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
 * The provider as one schema.org LocalBusiness, all from `content/site.yaml`: the Marly office
 * with its address, position, hours, phone, e-mail and logo. Written in full on the home page
 * only; every other page points to it by its `@id` (`nodeIds(…).organisation`), so a search
 * engine reads one description of the business, never one per page.
 */
export function localBusiness(site: Site): LocalBusiness {
  const { address } = site.contact;
  const { position } = address;
  const ids = nodeIds(site.baseUrl);
  const images = brandImages(site);
  return {
    '@type': 'LocalBusiness',
    '@id': ids.organisation,
    name: site.brand.name,
    ...(site.legal.company && { legalName: [site.legal.company, site.legal.form].filter(Boolean).join(' ') }),
    description: site.brand.tagline,
    url: ids.home,
    logo: images.logo,
    image: images.share.url,
    telephone: site.contact.phone.tel,
    email: site.contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: 'FR',
    },
    ...(position && { geo: { '@type': 'GeoCoordinates', latitude: position[0], longitude: position[1] } }),
    openingHoursSpecification: openingHoursSpecification(weekHours(site.contact.hours)),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: site.contact.phone.tel,
      email: site.contact.email,
      availableLanguage: 'fr',
      hoursAvailable: openingHoursSpecification(weekHours(site.contact.hours)),
    },
  };
}
