import type MarkdownIt from 'markdown-it';
import { problemOf, type Bilingual, type MessageKind } from '../messages/messageKind.js';
import { ownDomainLink } from '../messages/placeMessages.js';
import {
  bareAddress,
  headingJump,
  imageWithoutAlt,
  localLink,
  tableWithoutDelimiter,
} from '../messages/proseMessages.js';
import { localhostInText } from '../messages/markdownSlipMessages.js';
import { textSlips } from '../messages/textSlips.js';
import { warningOf } from '../messages/warningOf.js';
import { linesOf, locate, type MarkdownEnv } from './markdownEnv.js';

/** A test server on the editor's computer: `localhost:1313`, `127.0.0.1`. */
const localHost = /^(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(:\d+)?$/i;
/** An address of such a server typed as text: documentation shows it, making it a link is no advice. */
const localAddress = /^https?:\/\/(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?![\w.-])/i;

/** What bodySlips adds to a page's `env`: warnings, told like problems (see warningOf). */
export interface SlipsEnv extends MarkdownEnv {
  warnings?: Bilingual[];
}

/** An address typed in the text, not in a link (the characters a link's syntax puts before it excluded). */
const bareAddresses = /(?<![(<\[\w/"'=])https?:\/\/[^\s<>()\]]*[^\s<>()\].,;:!?»"']/g;
/** `](file:…)`, `](C:\…)`, `](\\serveur…)`: a file of the editor's computer. */
const computerLinks = /\]\(\s*<?((?:file:|[A-Za-z]:[\\/]|\\\\)[^)>\n]*)/g;

/**
 * markdown-it core rule, run last on a page's tokens: slips that Markdown shows without a word.
 * Refused: lines written as table rows without the line of dashes (printed as pipes), a link to
 * a file of the editor's computer. Warned: a link to `localhost` (right in documentation about a
 * local server), an image without description, an address typed as text (not clickable),
 * a heading that skips a level (`##` then `####`; the page's title is the level 1), a link to
 * the site written with its full address (`http://www.telorys.fr/cgv`), and in prose a
 * percentage over 100, a French number written with dots, an e-mail domain one slip from a
 * known one (see textSlips). One walk over tokens markdown-it has already made.
 */
export function bodySlips(md: MarkdownIt): void {
  md.core.ruler.push('body_slips', (state) => {
    const env = state.env as SlipsEnv;
    const warn = <A>(kind: MessageKind<A>, args: A, at: { line: number; column: number }) =>
      (env.warnings ??= []).push(warningOf(kind, args, { file: env.file, ...at }));
    const refuse = <A>(kind: MessageKind<A>, args: A, at: { line: number; column: number }) =>
      env.problems.push(problemOf(kind, args, { file: env.file, ...at }));
    const site = env.values.siteUrl ? safeUrl(env.values.siteUrl) : undefined;
    const bare = site?.hostname.replace(/^www\./, '');
    const own = (host: string) => bare !== undefined && host.toLowerCase().replace(/^www\./, '') === bare;
    let level = 1;
    for (const [index, token] of state.tokens.entries()) {
      if (token.type === 'heading_open') {
        const next = Number(token.tag.slice(1));
        if (next > level + 1)
          warn(headingJump, { level: next, before: level }, locate({ env, map: token.map, needle: '#' }));
        level = next;
        continue;
      }
      if (token.type !== 'inline' || !token.children) continue;
      // A table cell's text has no lines of its own: its row's.
      const map = linesOf(state.tokens, index);
      if (state.tokens[index - 1]?.type === 'paragraph_open' && token.content.includes('|'))
        pipeRows(env, token.content, token.map);
      for (const child of token.children) {
        if (child.type === 'image' && child.content.trim() === '') {
          const image = child.attrGet('src') ?? '';
          warn(imageWithoutAlt, { image }, locate({ env, map, needle: '![]' }));
        }
        if (child.type !== 'link_open') continue;
        const href = child.attrGet('href') ?? '';
        const link = /^https?:\/\/([^/?#]+)([^]*)$/i.exec(href);
        // Documentation about a local server links to it, so only a warning (a setting is refused, see valueSlips).
        if (link && localHost.test(link[1]!)) warn(localhostInText, { href }, locate({ env, map, needle: href }));
        else if (link && own(link[1]!)) {
          const args = { href, path: link[2] || '/', insecure: /^http:/i.test(href) };
          warn(ownDomainLink, args, locate({ env, map, needle: href }));
        }
      }
      // An address typed in the text: CommonMark makes no link of it (`<https://…>` or `[…](…)` do).
      if (token.content.includes('http')) {
        const links = new Set(
          token.children.filter((child) => child.type === 'link_open').map((child) => child.attrGet('href')),
        );
        for (const [address] of token.content.matchAll(bareAddresses))
          if (!links.has(address) && !localAddress.test(address))
            warn(bareAddress, { address }, locate({ env, map, needle: address }));
      }
      // A file of the editor's computer: markdown-it prints a `file:` link as text, encodes a `C:\` one.
      const files = token.content.includes('](') ? token.content.matchAll(computerLinks) : [];
      for (const [, href] of files)
        refuse(localLink, { href: href!.trim(), computer: true }, locate({ env, map, needle: href! }));
      // The text as written, placeholders unfilled: a value of site.yaml is named there, not in every page.
      for (const slip of textSlips(token.content, bare)) {
        const written = token.content.slice(slip.offset).match(/^[\w.@+-]+/)?.[0] ?? token.content;
        warn(slip.kind, slip.args as never, locate({ env, map, needle: written }));
      }
    }
  });
}

/**
 * Refuses two lines or more of a paragraph that start and end with `|`: table rows whose line
 * of dashes is missing, which markdown-it prints as text. A run holding a line of dashes is a
 * table whose rows have other counts of cells; it is left alone rather than misnamed.
 */
function pipeRows(env: MarkdownEnv, content: string, map: [number, number] | null): void {
  const rows = content.split('\n').map((row) => row.trim());
  const isRow = (row: string | undefined) =>
    row !== undefined && row.length > 1 && row.startsWith('|') && row.endsWith('|');
  const start = rows.findIndex((row, at) => isRow(row) && isRow(rows[at + 1]));
  if (start < 0) return;
  let end = start;
  while (isRow(rows[end + 1])) end++;
  if (rows.slice(start, end + 1).some((row) => /^\|[\s:|-]+\|$/.test(row) && row.includes('-'))) return;
  const columns = rows[start]!.slice(1, -1).split('|').length;
  const at = { file: env.file, line: env.firstLine + (map?.[0] ?? 0) + start, column: 1 };
  env.problems.push(problemOf(tableWithoutDelimiter, { columns, line: at.line }, at));
}

function safeUrl(address: string): URL | undefined {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
}
