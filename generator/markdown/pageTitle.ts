import type MarkdownIt from 'markdown-it';
import { titleMismatch } from '../messages/docsMessages.js';
import { warn, type MarkdownEnv } from './markdownEnv.js';
import { mdxLine } from './mdxLines.js';
import { trimChars } from '../../model/trimChars.js';

/**
 * markdown-it core rule, after the headings have their ids: when the body starts with an `h1`
 * (after HTML comments; MDX `import` lines are gone, see mdxLines), that heading is the page's
 * title, as in VitePress and Docusaurus: its text is kept (`env.title`, placeholders filled)
 * and it is taken out of the body, so the page shows its title once, in the layout's `<h1>`;
 * its id stays on an empty element.
 */
export function pageTitle(md: MarkdownIt): void {
  md.core.ruler.after('anchor', 'page_title', (state) => {
    const env = state.env as MarkdownEnv;
    const tokens = state.tokens;
    let index = 0;
    while (tokens[index]?.type === 'html_block' && /^\s*<!--[\s\S]*-->\s*$/.test(tokens[index]!.content)) index++;
    const heading = tokens[index];
    if (heading?.type !== 'heading_open' || heading.tag !== 'h1') return;
    const { id, text } = heading.meta as { id: string; text: string };
    env.title = { text, line: env.firstLine + (heading.map?.[0] ?? 0) };
    if (env.frontTitle !== undefined && plain(env.frontTitle) !== plain(text))
      warn(titleMismatch, { front: env.frontTitle, heading: text }, { env, line: env.title.line, column: 1 });
    // Its id stays where it stood, so a link to `#its-id` (often from another page) still leads here.
    const target = new state.Token('html_block', '', 0);
    target.content = `<span id="${id}" class="title-target"></span>\n`;
    tokens.splice(index, 3, target);
    const listed = env.headings.findIndex((entry) => entry.id === id);
    if (listed !== -1) env.headings.splice(listed, 1);
  });
}

/** A title as compared: spaces (non-breaking ones included) and case aside. */
function plain(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The text of the `# Titre` a body starts with (after blank lines, HTML comments and MDX
 * `import` lines), its inline marks taken off, read without compiling the body: the page's
 * title when its front matter gives none, before the body is compiled (`site dev` compiles a
 * body only when it is first shown). Undefined when the body starts otherwise.
 */
export function bodyTitle(body: string): string | undefined {
  const lines = body.replace(/^\uFEFF/, '').split('\n', 200);
  let index = 0;
  let comment = false;
  for (; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (comment) comment = !line.includes('-->');
    else if (line.startsWith('<!--')) comment = !line.includes('-->');
    else if (line !== '' && !mdxLine.test(line) && !/^\{\/\*.*\*\/\}$/.test(line)) break;
  }
  const line = lines[index] ?? '';
  const atx = atxText(line);
  const setext = /^ {0,3}=+[ \t]*$/.test(lines[index + 1] ?? '') && !/^ {0,3}[#>`~\-*+|]/.test(line) ? line : undefined;
  const text = atx ?? setext;
  if (text === undefined) return undefined;
  const plain = withoutId(text)
    .replace(/!?\[([^[\]]*)\]\([^()]*\)/g, '$1')
    .replace(/<[^<>]+>/g, '')
    .replace(/[*_`]+/g, '')
    .replace(/\\(.)/g, '$1')
    .trim();
  return plain || undefined;
}

/** The text of an ATX heading line (`# Titre #`), its closing hashes and spaces off; undefined for another line. */
function atxText(line: string): string | undefined {
  const opening = /^ {0,3}#[ \t]+/.exec(line);
  if (!opening) return undefined;
  const text = trimChars(line.slice(opening[0].length), ' \t', 'end');
  const hashes = trimChars(text, '#', 'end');
  return hashes.length < text.length && /[ \t]$/.test(hashes) ? trimChars(hashes, ' \t', 'end') : text;
}

/** `text` without the `{#id}` written at its end. */
function withoutId(text: string): string {
  const trimmed = text.trimEnd();
  const at = trimmed.lastIndexOf('{#');
  if (at < 0 || !trimmed.endsWith('}') || trimmed.indexOf('}', at) !== trimmed.length - 1) return text;
  return trimmed.slice(0, at).trimEnd();
}
