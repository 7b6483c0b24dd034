import { addressSegment } from './address.js';
import { trimChars } from '../../model/trimChars.js';

/** Why an address written in content cannot be published as it is. */
export type AddressFlawKind =
  | 'control'
  | 'backslash'
  | 'wildcard'
  | 'protocolRelative'
  | 'emptySegment'
  | 'dotSegment'
  | 'encodedDot'
  | 'encodedSeparator';

/** What is wrong with an address written in content, and what it should have been. */
export interface AddressFlaw {
  kind: AddressFlawKind;
  /** The faulty part as written (`..`, `%2f`, a newline, which messages show escaped: `\n`). */
  part: string;
  /** What an encoded part stands for (`/` for `%2f`, `..` for `%2e%2e`). */
  decoded?: string;
  /** The address (or segment) kept from it by the address rule (see `addressSegment`); absent when nothing is left. */
  suggestion?: string;
}

// C0 controls, DEL and C1 controls: a newline or a tab ends a line of a host's configuration file.
const control = /[\u0000-\u001f\u007f-\u009f]/;
const encoded = /%(?:[01][0-9a-f]|7f|2e|2f|5c)/gi;

/**
 * The first flaw of an address from content (an alias, or one segment such as a `slug` when
 * `segment` is true), or undefined when it is safe to write under the output folder and into
 * the host's files: no control character, no backslash, no `*`, no `.` or `..` segment, no empty
 * segment (`//evil.example` is another site's address to a browser), and none of these
 * percent-encoded (`%2e%2e`, `%2f`, `%5c`, `%0a`), since servers decode them. An alias may end
 * with `/` or `.html` (`/ancien/`, `/ancien.html`), as `collectAliases` reads it.
 */
export function addressFlaw(address: string, segment = false): AddressFlaw | undefined {
  const flaw = firstFlaw(address, segment);
  if (!flaw) return undefined;
  const suggestion = segment ? addressSegment(decodeFully(address).replace(/[/\\]/g, '-')) : suggestedAddress(address);
  return { ...flaw, ...(suggestion ? { suggestion } : {}) };
}

function firstFlaw(address: string, segment: boolean): Omit<AddressFlaw, 'suggestion'> | undefined {
  const raw = address.match(control)?.[0];
  if (raw !== undefined) return { kind: 'control', part: raw };
  if (address.includes('\\')) return { kind: 'backslash', part: '\\' };
  // `_redirects` reads `*` as "anything below" (Netlify's splat): `/ancien/*` would redirect a whole folder.
  if (address.includes('*')) return { kind: 'wildcard', part: '*' };
  const segments = segment
    ? [address]
    : trimChars(address.replace(/\.html$/, ''), '/', 'end')
        .split('/')
        .slice(1);
  for (const [index, written] of segments.entries()) {
    if (written === '' && segments.length > 1)
      return { kind: index === 0 ? 'protocolRelative' : 'emptySegment', part: '//' };
    if (written === '.' || written === '..') return { kind: 'dotSegment', part: written };
    for (const [part] of written.matchAll(encoded)) {
      const decoded = decodeLoosely(part);
      if (control.test(decoded)) return { kind: 'control', part };
      if (decoded === '/' || decoded === '\\') return { kind: 'encodedSeparator', part, decoded };
    }
    const decoded = decodeLoosely(written);
    if (decoded === '.' || decoded === '..') return { kind: 'encodedDot', part: written, decoded };
  }
  return undefined;
}

/** The address kept from a faulty one: each segment by the address rule, `.`, `..` and empty ones dropped. */
function suggestedAddress(address: string): string | undefined {
  const segments = address
    .replace(/\.html$/, '')
    .split('/')
    .flatMap((written) => decodeFully(written).split(/[/\\]/))
    .map(addressSegment)
    .filter(Boolean);
  return segments.length > 0 ? `/${segments.join('/')}` : undefined;
}

/** `%2e`, `%2f`, `%5c` and encoded controls decoded; anything else left as written (a lone `%` included). */
function decodeLoosely(text: string): string {
  return text.replace(encoded, (part) => String.fromCharCode(parseInt(part.slice(1), 16)));
}

/** For a suggestion: every escape decoded (`%C3%A9` → `é`), loosely when the segment holds a lone `%`. */
function decodeFully(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return decodeLoosely(text);
  }
}
