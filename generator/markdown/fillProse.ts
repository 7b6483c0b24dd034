import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { frenchSpacing } from '../../model/frenchSpacing.js';
import { fillPlaceholders } from '../content/placeholders.js';
import { fillAddress } from './fillAddress.js';
import { locate, type MarkdownEnv } from './markdownEnv.js';
import { pushAll } from '../shared/pushAll.js';

/** Hugo shortcodes (`{{< … >}}`, `{{% … %}}`) and Liquid (`{% … %}`, `{{ … }}`): left as written. */
const templateTag = /\{\{[<%](?:(?!\{\{)[^])*?[%>]\}\}|\{%(?:(?!\{%)[^])*?%\}|\{\{(?:(?!\{\{)[^])*?\}\}/g;
const placeholder = /\{([a-zA-Z_][\w.]*)\}/g;

/**
 * markdown-it core rule, run after inline parsing and before text tokens are joined: fills the
 * `{name}` placeholders of prose text and of link and image addresses (then checked, see
 * fillAddress), never of code (inline code and code blocks are tokens of their own). A
 * backslash-escaped brace (`\{brand}`) is a token of its own too, so it never starts a
 * placeholder. Values land in text tokens, so they are escaped as text and never read as
 * Markdown. Also sets French spacing in prose and notes template tags.
 */
export function fillProse(md: MarkdownIt): void {
  // Before `text_join`: an escaped brace (`\{brand}`) is still a token of its own there.
  md.core.ruler.before('text_join', 'fill_prose', (state) => {
    const env = state.env as MarkdownEnv;
    for (const block of state.tokens) {
      if (block.type !== 'inline' || !block.children) continue;
      // How many times each needle was met in the block: counted only once one is (most blocks have none).
      let seen: Map<string, number> | undefined;
      const nth = (needle: string) => {
        const count = (seen ??= new Map()).get(needle) ?? 0;
        seen.set(needle, count + 1);
        return count;
      };
      const prose = { env, block, nth };
      for (let index = 0; index < block.children.length; index++) {
        const token = block.children[index]!;
        if (token.type === 'text') token.content = fillText(token.content, prose);
        else if (token.type === 'code_inline') skipWritten(token.content, nth);
        else if (token.type === 'text_special' && token.content === '{') {
          const escaped = /^[a-zA-Z_][\w.]*\}/.exec(block.children[index + 1]?.content ?? '');
          if (escaped) nth(`{${escaped[0]}`);
        } else if (token.type === 'link_open' || token.type === 'image')
          fillAddress(token, { ...prose, fill: (text) => fillSegment(text, prose) });
      }
    }
  });
}

/**
 * Counts the placeholders and tags written in inline code or escaped, which stay as they are:
 * the next one found in prose is then pinned to its own place in the source, not to theirs.
 */
function skipWritten(text: string, nth: (needle: string) => number): void {
  for (const [whole] of text.matchAll(placeholder)) nth(whole);
  for (const [whole] of text.matchAll(templateTag)) nth(whole.slice(0, 3));
}

/**
 * The inline block a text is in, and `nth`, which tells how many times a needle was met in the
 * block before (counting it): the occurrence of a placeholder written twice is pinned to its own place.
 */
interface InProse {
  env: MarkdownEnv;
  block: Token;
  nth: (needle: string) => number;
}

function fillText(text: string, prose: InProse): string {
  if (!text.includes('{')) return frenchSpacing(text);
  const { env, block, nth } = prose;
  let result = '';
  let last = 0;
  for (const tag of text.matchAll(templateTag)) {
    result += frenchSpacing(fillSegment(text.slice(last, tag.index), prose)) + tag[0];
    const needle = tag[0].slice(0, 3);
    env.templateTags.push(locate({ env, map: block.map, needle, nth: nth(needle) }));
    last = tag.index + tag[0].length;
  }
  return result + frenchSpacing(fillSegment(text.slice(last), prose));
}

/** Fills the placeholders of one prose segment (the shared filler), each problem pinned where it is written. */
function fillSegment(text: string, { env, block, nth }: InProse): string {
  const filled = fillPlaceholders({
    text,
    values: env.values,
    file: env.file,
    firstLine: env.firstLine,
    placeOf: (written) => ({
      file: env.file,
      ...locate({ env, map: block.map, needle: written, nth: nth(written) }),
    }),
  });
  pushAll(env.problems, filled.problems);
  return filled.text;
}
