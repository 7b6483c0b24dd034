import type MarkdownIt from 'markdown-it';
import type { HLJSApi, Language, LanguageFn } from 'highlight.js';
import { wrapLines } from './codeLines.js';
import { fenceInfo, markingComments } from './fenceInfo.js';
import { lazyRequire } from './lazyRequire.js';

// The 36 common languages (bash, css, json, javascript, python, sql, yaml, xml…) and the aliases
// docs use (sh, console, ts, tsx, jsx, json5, diff), plus those of a telephony provider's guides
// (PowerShell, Dockerfile, nginx, HTTP, Apache, batch files): others are shown as plain code.
const highlighter = lazyRequire<HLJSApi>('highlight.js/lib/common');
const extraLanguages = ['powershell', 'dockerfile', 'nginx', 'http', 'apache', 'dos'].map((name) => ({
  name,
  load: lazyRequire<LanguageFn | { default: LanguageFn }>(`highlight.js/lib/languages/${name}`),
}));

/** highlight.js with the extra languages and aliases, registered the first time it is asked for. */
function languages(): HLJSApi {
  const hljs = highlighter();
  if (!hljs.getLanguage('vue')) {
    for (const { name, load } of extraLanguages) {
      const language = load();
      hljs.registerLanguage(name, typeof language === 'function' ? language : language.default);
    }
    hljs.registerLanguage('vue', vueTemplate);
    hljs.registerAliases(['vue-html'], { languageName: 'vue' });
    hljs.registerAliases(['svelte', 'astro'], { languageName: 'xml' });
    hljs.registerAliases(['mdx'], { languageName: 'markdown' });
    hljs.registerAliases(['env', 'dotenv', 'shell-session'], { languageName: 'bash' });
  }
  return hljs;
}

/**
 * A Vue component or template: HTML (whose `<script>` and `<style>` highlight.js colours as
 * JavaScript and CSS) with JavaScript between `{{` and `}}`, as PHP templates are made.
 */
function vueTemplate(): Language {
  return {
    name: 'Vue',
    subLanguage: 'xml',
    contains: [
      {
        begin: /\{\{/,
        end: /\}\}/,
        subLanguage: 'javascript',
        beginScope: 'template-variable',
        endScope: 'template-variable',
      },
    ],
  };
}

/**
 * Code longer than this is shown without colours: highlight.js takes about 15 µs a character on
 * some inputs (200 KB of `{` in a `vue` block: 3 s), and nobody reads colours in such a block.
 */
const highlightedLength = 50_000;

/** Fenced code with a known language, highlighted as HTML (`<span class="hljs-…">`); escaped text otherwise. */
export function highlight(code: string, language: string, escape: (text: string) => string): string {
  if (!language || code.length > highlightedLength) return escape(code);
  const hljs = languages();
  if (!hljs.getLanguage(language)) return escape(code);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}

const shells = new Set(['sh', 'bash', 'shell', 'zsh']);
/** A text in quotes between Vue's braces: `{{ '<votre-projet>' }}`. */
const vueString = /\{\{\s*(?:'([^'\n]*)'|"([^"\n]*)"|`([^`\n]*)`)\s*\}\}/g;

/**
 * The code as highlighted and the language it is highlighted as: a shell session whose lines all
 * start with a prompt (`$ npm install`) as one (`console`), the prompt apart and the command
 * coloured; VitePress's `-vue` languages (`sh-vue`) as their language, the texts they print
 * from Vue's braces (`{{ '<votre-projet>' }}`) written out.
 */
function shownCode(code: string, language: string): [string, string] {
  if (/-vue$/i.test(language)) return shownCode(code.replace(vueString, '$1$2$3'), language.slice(0, -4));
  if (!shells.has(language.toLowerCase())) return [code, language];
  const lines = code.split('\n').filter((line) => line.trim() !== '');
  return [code, lines.length > 0 && lines.every((line) => /^\$ /.test(line)) ? 'console' : language];
}

/**
 * Code blocks and tables scroll in a box of their own, never the page: on a phone one long
 * line would otherwise widen the whole page. The box can take the focus, so a keyboard user can
 * scroll it too. Code is highlighted at build time: no JavaScript runs in the browser. A fence's
 * info string is read as docs tools write it (see fenceInfo): its marked lines are wrapped in
 * `<mark>`, its lines numbered by the CSS when asked, its label or file name shown above it.
 */
export function scrollingBoxes(md: MarkdownIt): void {
  const escape = md.utils.escapeHtml;
  const block = (code: string, info: string) => {
    const { language, marked, lineNumbers, title } = fenceInfo(info);
    const comments = markingComments(code);
    for (const line of comments.marked) marked.add(line);
    let html = highlight(...shownCode(comments.code, language), escape);
    const changed = comments.changed;
    if (marked.size > 0 || changed.size > 0 || lineNumbers) html = wrapLines(html, marked, changed);
    const attribute = language ? ` class="language-${escape(language)}"` : '';
    const classes = `code-block${lineNumbers ? ' line-numbers' : ''}${marked.size + changed.size > 0 ? ' marked-lines' : ''}`;
    const pre = `<pre class="${classes}" tabindex="0"><code${attribute}>${html}</code></pre>\n`;
    if (!title) return pre;
    return `<figure class="code-figure">\n<figcaption class="code-title">${escape(title)}</figcaption>\n${pre}</figure>\n`;
  };
  md.renderer.rules.fence = (tokens, index) => block(tokens[index]!.content, md.utils.unescapeAll(tokens[index]!.info));
  md.renderer.rules.code_block = (tokens, index) => block(tokens[index]!.content, '');
  // Table alignment as a class: the Content-Security-Policy blocks the `style` markdown-it writes.
  md.core.ruler.push('cell_alignment', (state) => {
    for (const token of state.tokens) {
      if (token.type !== 'th_open' && token.type !== 'td_open') continue;
      const align = /text-align:(\w+)/.exec(token.attrGet('style') ?? '')?.[1];
      if (!align) continue;
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
      token.attrJoin('class', `align-${align}`);
    }
  });
  md.renderer.rules.table_open = (tokens, index, options, _env, self) =>
    `<div class="table-scroll" tabindex="0">\n${self.renderToken(tokens, index, options)}`;
  md.renderer.rules.table_close = (tokens, index, options, _env, self) =>
    `${self.renderToken(tokens, index, options)}</div>\n`;
}
