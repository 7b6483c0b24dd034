import type { Graph, OpeningHoursSpecification, Place, Service } from 'schema-dts';
import { openingSpans } from '../../model/openingHours.js';
import type { Site } from '../../model/site.js';
import type { TemporaryHours } from '../../model/temporaryHours.js';
import { openingHoursSpecification } from './localBusiness.js';
import { nodeIds } from './nodeIds.js';
import { pageGraph, type Crumb } from './pageGraph.js';

/** What the structured data of a local page (a town, a city, a département) is made of. */
export interface PlaceGraphInput {
  path: string;
  title: string;
  description: string;
  /** A town or city (`City`), or a département (`AdministrativeArea`). */
  kind: 'city' | 'department';
  /** The place's name. */
  name: string;
  /** Latitude and longitude of a city given by its page. */
  position?: [number, number];
  /** The name of a town's département. */
  departement?: string;
  /** The page's local line: its hours and reply time. */
  contact: { hours: string; saturdayHours?: string; replyHours: number; temporaryHours?: TemporaryHours[] };
  trail: Crumb[];
}

/**
 * A local page's structured data: the page, its breadcrumb, and a Service of the business
 * (`provider`, by `@id`) serving the place (`areaServed`), reached through the page's local line
 * with its own hours and reply time. The business itself is not described again: its hours are
 * its own, the line's belong to this Service.
 */
export function placeGraph(site: Site, page: PlaceGraphInput): Graph {
  const ids = nodeIds(site.baseUrl);
  const area: Place =
    page.kind === 'city'
      ? {
          '@type': 'City',
          name: page.name,
          ...(page.position && {
            geo: { '@type': 'GeoCoordinates', latitude: page.position[0], longitude: page.position[1] },
          }),
          ...(page.departement && { containedInPlace: { '@type': 'AdministrativeArea', name: page.departement } }),
        }
      : { '@type': 'AdministrativeArea', name: page.name };
  const line = { weekdays: openingSpans(page.contact.hours), saturday: openingSpans(page.contact.saturdayHours ?? '') };
  const service: Service = {
    '@type': 'Service',
    '@id': ids.of(page.path, 'service'),
    name: page.title,
    description: page.description,
    url: ids.url(page.path),
    provider: { '@id': ids.organisation },
    areaServed: area,
    availableChannel: {
      '@type': 'ServiceChannel',
      processingTime: `PT${page.contact.replyHours}H`,
      servicePhone: {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: site.contact.phone.tel,
        availableLanguage: 'fr',
        hoursAvailable: [...openingHoursSpecification(line), ...temporarySpecification(page.contact.temporaryHours)],
      },
    },
  };
  return pageGraph(
    site,
    {
      path: page.path,
      title: page.title,
      description: page.description,
      trail: page.trail,
      crumb: page.name,
      mainEntity: service['@id'],
    },
    [service],
  );
}

/**
 * The periods of temporary hours, each span valid from its first to its last day (`validFrom`,
 * `validThrough`): a search engine shows them in their period and the usual hours outside it.
 */
function temporarySpecification(periods: TemporaryHours[] = []): OpeningHoursSpecification[] {
  return periods.flatMap((period) =>
    openingHoursSpecification({
      weekdays: openingSpans(period.hours),
      saturday: openingSpans(period.saturdayHours ?? ''),
    }).map((spec) => ({ ...spec, validFrom: period.from, validThrough: period.to })),
  );
}
