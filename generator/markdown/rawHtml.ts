import type MarkdownIt from 'markdown-it';
import type sanitize from 'sanitize-html';
import { refuseImage } from './fillAddress.js';
import { lazyRequire } from './lazyRequire.js';
import { locate, report, rowLines, type MarkdownEnv } from './markdownEnv.js';
import { isInternal, noteLink } from './pageLinks.js';
import { badMailtoLink } from '../messages/proseMessages.js';
import { otherHost, refusedScheme } from '../shared/browserAddress.js';
import {
  codeAddress,
  eventAttribute,
  refusedTag,
  repeatedId,
  reservedId,
  styleAttribute,
} from '../messages/markdownMessages.js';
import { badMailto } from '../../model/badMailto.js';
import { reservedIds } from '../../model/reservedIds.js';

const sanitizer = lazyRequire<typeof sanitize>('sanitize-html');

/** Elements that could run code or load another page: refused with where they are written. */
const refusedTags = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'link',
  'meta',
  'form',
]);
/** Schemes that run code, read as a browser reads them (` java&#9;script:` too); the sanitizer drops any other but http(s), mailto and tel. */
const codeSchemes = new Set(['javascript', 'vbscript', 'data']);
const reserved = new Set(reservedIds);

/**
 * markdown-it core rule: reads each piece of raw HTML (a block, or one tag in a paragraph) and
 * refuses, pinned to where it is written, what could run code or break the
 * Content-Security-Policy: `<script>`, `<style>`, frames, `on…=` and `style=` attributes,
 * `javascript:` addresses, images from another host, an id the layout owns (see
 * model/reservedIds.ts) or one already given in the body. `name=` is not refused: the sanitizer
 * drops it, so no `<img name>` can shadow a property of `document`.
 */
export function rawHtml(md: MarkdownIt): void {
  // Raw HTML first: its ids are known when headings are given theirs.
  md.core.ruler.after('fill_prose', 'raw_html', (state) => {
    const env = state.env as MarkdownEnv;
    if (!env.source.includes('<')) return; // no raw HTML without a tag
    let map: [number, number] | null = null;
    for (const token of state.tokens) {
      map = rowLines(token, map);
      // How many times each id is written so far in the block's lines, to pin a repeat to its own.
      const written = new Map<string, number>();
      if (token.type === 'html_block') check(token.content, { env, map, written });
      else if (token.type === 'inline')
        for (const child of token.children ?? [])
          if (child.type === 'html_inline') check(child.content, { env, map, written });
    }
  });
}

/** The page a piece of raw HTML is in, its block's lines, and how many times each id is written so far there. */
interface InBlock {
  env: MarkdownEnv;
  map: [number, number] | null;
  written: Map<string, number>;
}

function check(html: string, { env, map, written }: InBlock): void {
  env.rawHtml = true;
  sanitizer()(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true, // only read here, never written out
    onOpenTag: (name, attributes) => {
      if (refusedTags.has(name)) {
        report(refusedTag, { tag: name }, { env, map, needle: `<${name}` });
      }
      for (const [attribute, value] of Object.entries(attributes)) {
        const mailto = attribute === 'href' ? badMailto(value.trim()) : undefined;
        if (attribute.startsWith('on')) report(eventAttribute, { attribute }, { env, map, needle: attribute });
        else if (attribute === 'style') report(styleAttribute, {}, { env, map, needle: 'style=' });
        else if (
          ['href', 'src', 'action', 'formaction'].includes(attribute) &&
          codeSchemes.has(refusedScheme(value)!)
        ) {
          report(codeAddress, { address: value.trim() }, { env, map, needle: value.trim() });
        } else if (name === 'img' && attribute === 'src' && otherHost(value)) refuseImage(env, map, value);
        else if (mailto !== undefined)
          report(badMailtoLink, { href: value.trim(), address: mailto }, { env, map, needle: value.trim() });
        else if (attribute === 'id') checkId(value, html, { env, map, written });
        if ((name === 'a' && attribute === 'href') || (name === 'img' && attribute === 'src'))
          if (isInternal(value)) noteLink(env, value, map);
      }
    },
  });
}

/** Refuses an id the layout owns, or one given earlier in the body; notes the others for the headings. */
function checkId(id: string, html: string, { env, map, written }: InBlock): void {
  const ids = (env.rawIds ??= new Map());
  // Pinned where it is written, however it is quoted.
  const needle = [`id="${id}"`, `id='${id}'`, `id=${id}`].find((form) => html.includes(form)) ?? id;
  const nth = written.get(needle) ?? 0;
  written.set(needle, nth + 1);
  if (reserved.has(id))
    return report(reservedId, { id, written: `id="${id}"`, reserved: reservedIds }, { env, map, needle, nth });
  const first = ids.get(id);
  if (first !== undefined) return report(repeatedId, { id, first }, { env, map, needle, nth });
  ids.set(id, locate({ env, map, needle, nth }).line);
}
