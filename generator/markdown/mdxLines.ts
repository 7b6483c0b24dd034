import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { foreignComponent } from '../messages/docsMessages.js';
import { warn, type MarkdownEnv } from './markdownEnv.js';

/** A line of an MDX module (`import Tabs from '@theme/Tabs';`, `export const x = 1;`). */
export const mdxLine =
  /^(?:import\s.+\sfrom\s+['"][^'"]+['"]|import\s+['"][^'"]+['"]|export\s+(?:const|let|default|function)\b.*);?\s*$/;
/** An MDX comment alone in its paragraph: `{/* à relire *\/}`. */
const mdxComment = /^\{\/\*[\s\S]*\*\/\}$/;

/**
 * markdown-it core rule, once the blocks are read: the lines of an MDX page (Docusaurus) that
 * are code for its build, not text. A paragraph of `import … from '…'` lines is taken out and
 * warned of with where it is written (the components it imports are, see components); a
 * paragraph holding only an MDX comment is taken out silently, as MDX hides it.
 */
export function mdxLines(md: MarkdownIt): void {
  md.core.ruler.after('block', 'mdx_lines', (state) => {
    const env = state.env as MarkdownEnv;
    // Only a body with an `import`, an `export` or a `{/*` can hold MDX's lines.
    if (!/\b(?:import|export)\b|\{\/\*/.test(env.source)) return;
    const tokens = state.tokens;
    for (let index = 0; index + 2 < tokens.length; index++) {
      const inline = tokens[index + 1]!;
      if (tokens[index]!.type !== 'paragraph_open' || inline.type !== 'inline') continue;
      const content = inline.content.trim();
      if (mdxComment.test(content)) tokens.splice(index--, 3);
      else if (isMdx(inline)) {
        warn(
          foreignComponent,
          { written: content.split('\n')[0]!.trim(), mdx: true },
          { env, line: env.firstLine + (tokens[index]!.map?.[0] ?? 0), column: 1 },
        );
        tokens.splice(index--, 3);
      }
    }
  });
}

function isMdx(token: Token): boolean {
  return token.content.split('\n').every((line) => mdxLine.test(line.trim()));
}
