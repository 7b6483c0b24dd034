import { decodeAddress } from '../shared/address.js';
import type { HostRules } from './hostRules.js';

// Control characters and whitespace end a line or a field in every host file (`_redirects`
// splits on spaces, .htaccess and nginx on spaces and lines), and a browser drops a tab or a
// newline from an address: none may reach a host file. Decoded, a space is a name's own
// (`/mes%20pages`), which nginx quotes and Apache writes `\x20`; a control character is not.
const breaksFields = /[\p{Cc}\s]/u;
const control = /\p{Cc}/u;

/** Why `address` cannot be a redirect's end in a host file, or undefined when it can. */
function addressFault(address: string): string | undefined {
  const decoded = decodeAddress(address);
  if (breaksFields.test(address) || control.test(decoded)) return 'holds a control character or a space';
  // `//host/` and `/\host/` in a Location are another site: a redirect's ends are paths of this one.
  if (!address.startsWith('/') || /^\/[/\\]/.test(address) || /^\/[/\\]/.test(decoded))
    return 'is not a path of this site (one "/" then a name)';
  return undefined;
}

/**
 * The host rules, checked before a host file is written from them: every redirect's ends are
 * paths of this site without control characters or spaces, and no header value holds a control
 * character. Content validation refuses such addresses with file and line; meeting one here is a
 * bug, thrown as an internal error rather than written as a line an alias chose.
 */
export function safeHostRules(rules: HostRules): HostRules {
  for (const { from, to } of rules.redirects) {
    for (const [end, address] of [
      ['from', from],
      ['to', to],
    ] as const) {
      const fault = addressFault(address);
      if (fault)
        throw new Error(
          `The redirect ${JSON.stringify(from)} → ${JSON.stringify(to)} cannot be written for a host: its "${end}" ${fault}.`,
        );
    }
  }
  for (const { name, value } of [
    ...rules.headers,
    { name: 'Cache-Control', value: rules.cache },
    { name: 'Cache-Control', value: rules.assets.cache },
  ]) {
    if (control.test(value) || !/^[\w-]+$/.test(name))
      throw new Error(
        `The header ${JSON.stringify(name)}: ${JSON.stringify(value)} cannot be written for a host: a name of letters, digits and "-" and a value without control characters are.`,
      );
  }
  return rules;
}
