import type MarkdownIt from 'markdown-it';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import { report, type MarkdownEnv } from './markdownEnv.js';
import { repeatedId, reservedId } from '../messages/markdownMessages.js';
import { reservedIds } from '../../model/reservedIds.js';
import { textSlug } from '../shared/slug.js';

/** `{#resiliation}` ending a heading, as Hugo, kramdown and Pandoc write an explicit id. */
const explicitId = /^\{#([A-Za-z][\w.:-]*)\}\s*$/;

/**
 * The explicit id ending a heading's text (`Résiliation {#resiliation}`) and where the spaces
 * before it start; read from the last `{#` so a long heading costs its length.
 */
function explicitIdOf(text: string): { id: string; index: number } | undefined {
  const at = text.lastIndexOf('{#');
  const id = at < 0 ? undefined : explicitId.exec(text.slice(at))?.[1];
  if (id === undefined) return undefined;
  let index = at;
  while (index > 0 && /\s/.test(text[index - 1]!)) index--;
  return { id, index };
}

/** The id a heading's text gets (see textSlug): « Article 7 – Résiliation » → `article-7-resiliation`; `section` when nothing is left. */
export function slug(text: string): string {
  return textSlug(text) || 'section';
}

/**
 * markdown-it core rule: gives every heading an id, the explicit one written after it or the slug
 * of its text, made unique within the page (`-1`, `-2`…), and records the headings. The ids of
 * the layout (model/reservedIds.ts) and of the body's raw HTML count as taken: a heading
 * « Annonces » gets `annonces-1`, so the live region stays the one the islands write to. An
 * explicit `{#annonces}`, or an explicit id raw HTML already gives, is refused where written.
 */
export function headingIds(state: StateCore): void {
  const env = state.env as MarkdownEnv;
  const raw = env.rawIds ?? new Map<string, number>();
  const used = new Set<string>([...reservedIds, ...raw.keys()]);
  for (const [index, token] of state.tokens.entries()) {
    if (token.type !== 'heading_open') continue;
    const children = state.tokens[index + 1]?.children ?? [];
    const last = children.at(-1);
    const explicit = last?.type === 'text' ? explicitIdOf(last.content) : undefined;
    if (explicit) last!.content = last!.content.slice(0, explicit.index);
    const text = children
      .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : ''))
      .join('')
      .trim();
    const base = explicit?.id ?? slug(text);
    if (explicit && reservedIds.includes(base))
      report(
        reservedId,
        { id: base, written: `{#${base}}`, reserved: reservedIds },
        { env, map: token.map, needle: `{#${base}}` },
      );
    else if (explicit && raw.has(base))
      report(repeatedId, { id: base, first: raw.get(base)! }, { env, map: token.map, needle: `{#${base}}` });
    let id = base;
    for (let count = 1; used.has(id); count++) id = `${base}-${count}`;
    used.add(id);
    token.attrSet('id', id);
    token.meta = { id, text };
    env.headings.push({ level: Number(token.tag.slice(1)), id, text });
  }
}

/**
 * Renders each heading with a small link to itself after it, shown on hover and focus, so a
 * reader can copy the section's address. Its name says where it leads.
 */
export function anchorLinks(md: MarkdownIt): void {
  const escape = md.utils.escapeHtml;
  md.renderer.rules.heading_open = (tokens, index, options, _env, self) =>
    `<div class="heading-anchored">${self.renderToken(tokens, index, options)}`;
  md.renderer.rules.heading_close = (tokens, index, options, _env, self) => {
    const { id, text } = tokens[index - 2]!.meta as { id: string; text: string };
    const name = escape(`Lien vers la section «\u00a0${text}\u00a0»`);
    return `${self.renderToken(tokens, index, options).trimEnd()}<a class="heading-anchor" href="#${escape(id)}" aria-label="${name}">#</a></div>\n`;
  };
}
