import type MarkdownIt from 'markdown-it';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import anchor from 'markdown-it-anchor';
import { report, type Heading, type MarkdownEnv } from './markdownEnv.js';
import { repeatedId, reservedId } from '../messages/markdownMessages.js';
import { reservedIds } from '../../model/reservedIds.js';
import { textSlug } from '../shared/slug.js';

/**
 * A page's env as markdown-it-anchor reads it: the ids taken (`slugs`, to which it adds each
 * heading's); and ours: the next suffix to try for each id taken, the heading it asks an id for.
 */
type AnchorEnv = MarkdownEnv & {
  markdownItAnchor?: { slugs: Record<string, true>; next: Map<string, number>; at: number };
};

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
 * Heading ids, by markdown-it-anchor: the slug of each heading's text (see slug), or the explicit
 * `{#id}` written after it, made unique within the page (`-1`, `-2`…). The ids of the layout
 * (model/reservedIds.ts) and of the body's raw HTML count as taken: a heading « Annonces » gets
 * `annonces-1`, so the live region stays the one the islands write to. Each heading is recorded
 * (`env.headings`, its token's meta) and rendered with a small link to itself after it, shown on
 * hover and focus, so a reader can copy the section's address; its name says where it leads.
 */
export function headingIds(md: MarkdownIt): void {
  md.core.ruler.after('text_join', 'explicit_ids', explicitIds);
  md.use(anchor, {
    slugifyWithState: (title, state) => headingId(title, state.env as AnchorEnv),
    tabIndex: false,
    failOnNonUnique: false,
    callback: (token, { slug: id, title }) => Object.assign(token.meta as Heading, { id, text: title.trim() }),
  });
  const escape = md.utils.escapeHtml;
  md.renderer.rules.heading_open = (tokens, index, options, _env, self) =>
    `<div class="heading-anchored">${self.renderToken(tokens, index, options)}`;
  md.renderer.rules.heading_close = (tokens, index, options, _env, self) => {
    const { id, text } = tokens[index - 2]!.meta as Heading;
    const name = escape(`Lien vers la section «\u00a0${text}\u00a0»`);
    return `${self.renderToken(tokens, index, options).trimEnd()}<a class="heading-anchor" href="#${escape(id)}" aria-label="${name}">#</a></div>\n`;
  };
}

/**
 * markdown-it core rule, before markdown-it-anchor's: takes the explicit id off the end of each
 * heading, refused where written when the layout owns it (`{#annonces}`) or raw HTML already
 * gives it, gives the ids taken to markdown-it-anchor (`env.markdownItAnchor`) and lists the headings.
 */
function explicitIds(state: StateCore): void {
  const env = state.env as AnchorEnv;
  const raw = env.rawIds ?? new Map<string, number>();
  const slugs = Object.fromEntries([...reservedIds, ...raw.keys()].map((id) => [id, true as const]));
  env.markdownItAnchor = { slugs, next: new Map(), at: 0 };
  for (let index = 0; index < state.tokens.length; index++) {
    const token = state.tokens[index]!;
    if (token.type !== 'heading_open') continue;
    token.meta = { level: Number(token.tag.slice(1)), id: '', text: '' } satisfies Heading;
    env.headings.push(token.meta as Heading);
    const last = state.tokens[index + 1]?.children?.at(-1);
    const explicit = last?.type === 'text' ? explicitIdOf(last.content) : undefined;
    if (!explicit) continue;
    last!.content = last!.content.slice(0, explicit.index);
    (token.meta as Heading).id = explicit.id; // made unique by headingId, as the others
    const at = { env, map: token.map, needle: `{#${explicit.id}}` };
    if (reservedIds.includes(explicit.id))
      report(reservedId, { id: explicit.id, written: at.needle, reserved: reservedIds }, at);
    else if (raw.has(explicit.id)) report(repeatedId, { id: explicit.id, first: raw.get(explicit.id)! }, at);
  }
}

/**
 * The id of the next heading markdown-it-anchor meets (in the order of `env.headings`): its
 * explicit `{#id}` or the slug of its text, with the first free suffix (`-1`, `-2`…) when taken.
 * markdown-it-anchor would try every suffix from 1 for each heading: 20,000 headings « Titre »
 * took 20 s; here each id starts from the suffix after the last one given.
 */
function headingId(title: string, env: AnchorEnv): string {
  const anchorState = env.markdownItAnchor!;
  const base = env.headings[anchorState.at++]?.id || slug(title);
  if (!Object.hasOwn(anchorState.slugs, base)) return base;
  let suffix = anchorState.next.get(base) ?? 1;
  while (Object.hasOwn(anchorState.slugs, `${base}-${suffix}`)) suffix++;
  anchorState.next.set(base, suffix + 1);
  return `${base}-${suffix}`;
}
