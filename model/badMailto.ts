/** An e-mail address as a mail program takes it: a name, `@`, a domain with a dot (`contact@telorys.fr`). */
const emailAddress =
  /^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i;

/**
 * The address of a `mailto:` link that is no e-mail address (`support@telorys`, `contact`,
 * `contact@@telorys.fr`), decoded; undefined for a good one, or for a link that is no `mailto:`.
 * A link may name several addresses, separated by commas, and a subject after `?`.
 */
export function badMailto(href: string): string | undefined {
  const found = /^mailto:([^?#]*)/i.exec(href);
  if (!found) return undefined;
  let list: string;
  try {
    list = decodeURIComponent(found[1]!);
  } catch {
    return found[1];
  }
  const addresses = list.split(',').map((address) => address.trim());
  return addresses.find((address) => !emailAddress.test(address)) ?? (list.trim() ? undefined : '');
}
