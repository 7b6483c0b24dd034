import { departements } from '../../model/frenchPlace.js';
import { textSlug } from '../shared/slug.js';

/**
 * The address of the list the finder field of a département's pages searches (`57` →
 * `/communes/moselle.json`): beside the addresses of its letter pages, never one of a page.
 */
export function townFinderPath(code: string): string {
  return `/communes/${textSlug(departements.get(code)!.name)}.json`;
}
