import { hash } from 'node:crypto';
import type { Spliced } from '../render/spliced.js';

const shellHashes = new WeakMap<readonly string[], string>();

/**
 * A fingerprint of a file's contents: equal fingerprints mean equal files. A spliced page is
 * fingerprinted from its shell (hashed once per shell) and its values, without joining them.
 */
export function contentHash(contents: string | Uint8Array | Spliced): string {
  if (typeof contents === 'string') return hash('sha1', `whole\0${contents}`, 'base64');
  if (contents instanceof Uint8Array) return hash('sha1', Buffer.concat([Buffer.from('bytes\0'), contents]), 'base64');
  let shell = shellHashes.get(contents.parts);
  if (shell === undefined) shellHashes.set(contents.parts, (shell = lengthPrefixed('shell', contents.parts)));
  return lengthPrefixed(shell, contents.values);
}

/** Each text preceded by its length, so that no two different lists give the same input. */
function lengthPrefixed(prefix: string, texts: readonly string[]): string {
  let input = `${prefix}\0`;
  for (const text of texts) input += `${text.length}:${text}`;
  return hash('sha1', input, 'base64'); // one call: half the cost of feeding a Hash object
}
