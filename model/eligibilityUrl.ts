import type { Site } from './site.js';

/**
 * Address of the third-party eligibility checker: the provider contact and the partner key,
 * plus, on the fibre page, the brand colour and the speed display. Empty when not configured.
 */
export function eligibilityUrl(site: Site, options: { styled: boolean }): string {
  const { url, partnerKey } = site.integrations.eligibility;
  if (!url) return '';
  const address = new URL(url);
  address.searchParams.set('contact', site.contact.email);
  if (partnerKey) address.searchParams.set('key', partnerKey);
  if (options.styled) {
    address.searchParams.set('color', '0b3a82');
    address.searchParams.set('showSpeed', '1');
  }
  return address.toString();
}
