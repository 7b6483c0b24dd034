import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { foreignComponent } from '../messages/docsMessages.js';
import { warn, type MarkdownEnv } from './markdownEnv.js';

/** A Vue or JSX component's tag: `<VueSchoolLink …/>`, `<TabItem value="npm">`, `</Tabs>`. */
const componentTag = /<(\/?)([A-Z][A-Za-z0-9]*(?:\.[A-Z][A-Za-z0-9]*)*)([\s/][^<>]*)?>/g;
/** Whether a piece of HTML may hold one (a test without the global pattern's state). */
const hasComponent = /<\/?[A-Z]/;
const attribute = /(?<![\w:-])([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g;

/**
 * markdown-it core rule, before raw HTML is checked: the components pages written for VitePress
 * or Docusaurus use. Their built-in ones become plain HTML: `<Badge type="tip" text="Nouveau"/>`
 * a badge, `<Tabs>` and `<TabItem label="npm">` (or VuePress's `<CodeGroup>` and
 * `<CodeGroupItem title="npm">`) labelled sections one after the other, `<TOCInline/>` the table
 * of contents, `<ClientOnly>` only its content. Any other component is taken out, its content
 * kept, and noted for a warning with where it is written: the browser cannot run it, and shown
 * as text it would read lower-cased and escaped. A bare `<Ctrl>` never closed is text.
 */
export function components(md: MarkdownIt): void {
  // Before raw HTML is read: the components become HTML, or go.
  md.core.ruler.before('raw_html', 'components', (state) => {
    const env = state.env as MarkdownEnv;
    // A component is a tag: a body without `<` has none (most pages: no walk of their tokens).
    if (!env.source.includes('<')) return;
    for (let index = 0; index < state.tokens.length; index++) {
      const token = state.tokens[index]!;
      if (token.type === 'html_block' && hasComponent.test(token.content)) {
        if (/^\s*<TOCInline\b[^>]*\/>\s*$/.test(token.content)) {
          state.tokens[index] = Object.assign(token, { type: 'toc_marker', content: '' });
        } else token.content = rewrite(token.content, env, token);
      } else if (token.type === 'inline')
        for (const child of token.children ?? [])
          if (child.type === 'html_inline' && hasComponent.test(child.content))
            child.content = rewrite(child.content, env, token);
    }
  });
}

function rewrite(html: string, env: MarkdownEnv, block: Token): string {
  const seen = new Map<string, number>();
  return html.replace(componentTag, (_whole, closing: string, name: string, tail = '') => {
    // What follows the name, read apart: one pattern for both backtracked in cubic time.
    const rest = tail.trimEnd();
    const selfClosing = rest.endsWith('/') ? '/' : '';
    const written = selfClosing ? rest.slice(0, -1) : rest;
    const attributes = attributesOf(written);
    const label = escape(attributes.label ?? attributes.title ?? attributes.value ?? '');
    switch (name) {
      case 'Badge': {
        if (closing) return '</span>';
        const kind = /^(info|tip|warning|danger|note|caution|success)$/.test(attributes.type ?? '')
          ? attributes.type
          : 'info';
        const open = `<span class="badge badge-${kind}">`;
        return selfClosing ? `${open}${escape(attributes.text ?? '')}</span>` : open;
      }
      case 'Tabs':
      case 'CodeGroup':
        return closing ? '</div>' : selfClosing ? '' : '<div class="tabs">';
      case 'TabItem':
      case 'CodeGroupItem':
        if (closing) return '</section>';
        return `<section class="tab-item" aria-label="${label}">\n<p class="tab-label">${label}</p>${selfClosing ? '</section>' : ''}`;
      case 'ClientOnly':
        return '';
      default: {
        // `<Ctrl>`, `PropType<T>`: a word between angle brackets, never closed, is text, as written.
        if (!closing && !selfClosing && !written.trim() && !env.source.includes(`</${name}>`)) return `&lt;${name}&gt;`;
        if (!closing) {
          const nth = seen.get(name) ?? 0;
          seen.set(name, nth + 1);
          warn(
            foreignComponent,
            { written: `<${name}>`, mdx: false },
            { env, map: block.map, needle: `<${name}`, nth },
          );
        }
        return '';
      }
    }
  });
}

function attributesOf(written: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, double, single, braced] of written.matchAll(attribute))
    found[name!] = double ?? single ?? braced ?? '';
  return found;
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
}
