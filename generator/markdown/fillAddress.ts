import type Token from 'markdown-it/lib/token.mjs';
import { refusedAddress } from '../messages/linkMessages.js';
import { otherHostImage } from '../messages/markdownMessages.js';
import { otherHost, refusedScheme } from '../shared/browserAddress.js';
import { problemOf } from '../messages/messageKind.js';
import { locate, report, type MarkdownEnv } from './markdownEnv.js';

/** markdown-it percent-encodes braces in link addresses. */
const encodedPlaceholder = /%7B([a-zA-Z_][\w.]*)%7D/g;
/** A path on a Windows drive, `C:\` or `C:/`. */
const computerFile = /^[A-Za-z]:[\\/]/;

/** The page and inline block a link or image is in, and how its placeholders are filled (see fillProse). */
export interface AddressContext {
  env: MarkdownEnv;
  block: Token;
  /** How many times a needle was met in the block before (counting it), to pin a repeat to its own place. */
  nth: (needle: string) => number;
  /** Fills the `{name}` placeholders of a text, each unknown one a problem at its place. */
  fill: (text: string) => string;
}

/**
 * Fills the placeholders of a link's `href` or an image's `src`, then checks the address as the
 * browser will read it. markdown-it refused `javascript:` links while the address still read
 * `%7Blegal.host%7D`: a value of `site.yaml` (`javascript:alert(1)//`), or one that supplies
 * the start of an address (`{x}:alert(1)`), is only known now. A refused scheme, or an image
 * from another host (whose policy would block it), is a problem at the address as written, and
 * the address is taken out of the token: `site dev`, which shows the page with its problems and
 * without the Content-Security-Policy, never serves it.
 */
export function fillAddress(token: Token, context: AddressContext): void {
  const attribute = token.type === 'image' ? 'src' : 'href';
  const encoded = token.attrGet(attribute);
  if (encoded === null) return;
  const address = encoded.includes('%7B') ? context.fill(encoded.replace(encodedPlaceholder, '{$1}')) : encoded;
  const filled = address !== encoded;
  if (filled) token.attrSet(attribute, address);
  const image = attribute === 'src';
  const scheme = refusedScheme(address);
  if (scheme === undefined && !(image && otherHost(address))) return;
  const written = asWritten(encoded);
  // `C:\Users\…` has the scheme `c:`: a file of the editor's computer, which addressSlips names as such.
  if (!filled && computerFile.test(written)) return;
  const at = { file: context.env.file, ...placeOf(written, context) };
  const shown = filled ? address : written;
  context.env.problems.push(
    scheme !== undefined
      ? problemOf(refusedAddress, { address: shown, written, image }, at)
      : problemOf(otherHostImage, { src: shown }, at),
  );
  token.attrs = (token.attrs ?? []).filter(([name]) => name !== attribute);
}

/** An image from another host, in raw HTML: the Content-Security-Policy would block it. */
export function refuseImage(env: MarkdownEnv, map: [number, number] | null | undefined, src: string): void {
  report(otherHostImage, { src }, { env, map, needle: src });
}

/** The address as the page writes it: markdown-it percent-encoded braces, spaces and accents. */
function asWritten(encoded: string): string {
  try {
    return decodeURI(encoded).replace(/%7B/gi, '{').replace(/%7D/gi, '}');
  } catch {
    return encoded.replace(encodedPlaceholder, '{$1}');
  }
}

/**
 * Where the address is written: right after `](`, where an inline link writes it, rather than
 * the same text earlier in the prose; the address alone otherwise (a reference's definition, an
 * address between `<` and `>`).
 */
function placeOf(written: string, { env, block, nth }: AddressContext): { line: number; column: number } {
  const lines = (env.lines ??= env.source.split('\n')).slice(block.map?.[0] ?? 0, block.map?.[1]);
  const inline = lines.some((line) => line.includes(`](${written}`));
  const needle = inline ? `](${written}` : written;
  const at = locate({ env, map: block.map, needle, nth: nth(needle) });
  return inline ? { line: at.line, column: at.column + 2 } : at;
}
