import type Token from 'markdown-it/lib/token.mjs';
import { unclosedComment, unclosedFence } from '../messages/markdownSlipMessages.js';
import { problemOf } from '../messages/messageKind.js';
import type { MarkdownEnv } from './markdownEnv.js';
import type { SlipRule, SlipVisitor } from './slipRule.js';

/**
 * What swallows the rest of a page without a word, refused at the line that opens it. An HTML
 * comment `<!--` never closed by `-->`: the browser (and the sanitizer) hide everything after it,
 * eight sections of ten of a legal notice once. A code block opened by ``` or ~~~ and never
 * closed: CommonMark closes it at the end of the page, which is then shown as code, its headings
 * and links with it.
 */
export const unclosedBlocks: SlipRule[] = [unclosed];

function unclosed(env: MarkdownEnv): SlipVisitor {
  const lines = (env.lines ??= env.source.split('\n'));
  // Lines of the body, the empty one after its last line break aside.
  const count = lines.at(-1) === '' ? lines.length - 1 : lines.length;
  const at = (line: number, needle: string) => ({
    file: env.file,
    line: env.firstLine + line,
    column: Math.max(lines[line]?.indexOf(needle) ?? 0, 0) + 1,
  });
  return {
    block(token) {
      if (token.type === 'html_block') {
        const line = openComment(token);
        if (line !== undefined)
          env.problems.push(problemOf(unclosedComment, { lines: count - line - 1 }, at(line, '<!--')));
      } else if (token.type === 'fence' && token.level === 0 && token.map && !closed(token, lines)) {
        const [start, end] = token.map;
        env.problems.push(
          problemOf(unclosedFence, { fence: token.markup, lines: end - start - 1 }, at(start, token.markup)),
        );
      }
    },
  };
}

/** The body line of the last `<!--` of a raw HTML block when no `-->` follows it. */
function openComment(token: Token): number | undefined {
  const at = token.content.lastIndexOf('<!--');
  if (at < 0 || token.content.includes('-->', at + 4) || !token.map) return undefined;
  let line = token.map[0];
  for (
    let index = token.content.indexOf('\n');
    index !== -1 && index < at;
    index = token.content.indexOf('\n', index + 1)
  )
    line++;
  return line;
}

/** Whether a fenced code block ends with its closing fence (as long as its opening one at least). */
function closed(token: Token, lines: string[]): boolean {
  const [start, end] = token.map!;
  if (end - 1 <= start) return false;
  const last = lines[end - 1]!.replace(/^ {0,3}/, '').trimEnd();
  const marker = token.markup[0]!;
  return last.length >= token.markup.length && [...last].every((char) => char === marker);
}
