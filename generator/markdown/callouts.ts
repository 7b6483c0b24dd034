import type { default as MarkdownIt, PluginWithParams } from 'markdown-it';
import container from 'markdown-it-container';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import type Token from 'markdown-it/lib/token.mjs';
import { calloutKind, githubKind, plainNote, type CalloutKind } from './calloutKinds.js';
import { unknownCallout } from '../messages/docsMessages.js';
import { warn, type MarkdownEnv } from './markdownEnv.js';

/** What a callout token carries to its renderer. */
export interface CalloutMeta {
  /**
   * `aside`: a labelled note; `details`: a native disclosure; `group`: a code group; `tab`: a
   * section under its label (MkDocs's `=== "npm"`); `none`: only its content.
   */
  shape: 'aside' | 'details' | 'group' | 'tab' | 'none';
  kind: CalloutKind;
  /** The title the editor wrote, if any (`::: tip Titre`, `:::tip[Titre]`, `!!! tip "Titre"`). */
  title?: string;
  /** A disclosure shown open (`::: details Titre {open}`, MkDocs's `???+`). */
  open?: boolean;
}

/** `tip`, `tip Titre`, `tip[Titre]`, `details Titre {open}`, `code-group`. */
const containerInfo = /^\s*([A-Za-z][\w-]*)\s*(?:\[([^\]]*)\])?([^]*)$/;
/** The kinds named in the warning about an unknown one: the common ones. */
const knownNames = ['note', 'info', 'tip', 'important', 'warning', 'caution', 'danger', 'details'];
/** `[!NOTE]` (GitHub), `[!tip] Titre` or `[!faq]- Titre`, folded (Obsidian). */
const alertLine = /^\[!([A-Za-z]+)\]([+-]?)[ \t]*([^\n]*)(?:\n|$)/;

/**
 * Callouts as docs tools write them: VitePress's and Docusaurus's `::: tip` containers (read by
 * markdown-it-container, the plugin VitePress builds on), MkDocs's `!!! note` admonitions and
 * GitHub's `> [!NOTE]` alerts. Each becomes an `<aside role="note">` titled by its kind's French
 * word (« Astuce ») or the editor's title, the kind shown by that word and an icon (see callouts.css);
 * `::: details` becomes a native `<details>`, `::: code-group` a group of labelled code blocks.
 * The content is Markdown like the rest of the page. An unknown kind is shown as a plain note
 * and noted for a warning with where it is written.
 */
export function callouts(md: MarkdownIt): void {
  // The container plugin is typed against markdown-it's CommonJS types.
  md.use(container as unknown as PluginWithParams, 'callout', {
    validate: (params: string) => containerInfo.test(params),
  });
  md.core.ruler.after('block', 'callouts', calloutTokens);
  const escape = md.utils.escapeHtml;
  md.renderer.rules.callout_open = (tokens, index) => {
    const { shape, kind, title: written, open } = tokens[index]!.meta as CalloutMeta;
    // A title the editor wrote is an inline token of its own, rendered next (see titleTokens).
    const titled = tokens[index + 2]?.type === 'callout_title_close';
    if (shape === 'none') return '';
    if (shape === 'group') return '<div class="code-group">\n';
    if (shape === 'tab') {
      // MkDocs's tabs one after the other are held together, as Docusaurus's <Tabs> are.
      const first = !isTab(tokens[index - 1], 'callout_close');
      return `${first ? '<div class="tabs">\n' : ''}<section class="tab-item" aria-label="${escape(written ?? '')}">\n<p class="tab-label">${titled ? '' : '</p>\n'}`;
    }
    if (shape === 'details')
      return `<details class="callout callout-details"${open ? ' open' : ''}>\n<summary>${titled ? '' : 'Détails</summary>\n'}`;
    // The title is the callout's first words, so a screen reader says the kind before the text
    // (an aria-label as well would have it said twice); an editor's title keeps the kind's word
    // for it, hidden from sight, where the icon says it.
    const shown = titled
      ? `<span class="visually-hidden">${escape(kind.label)}\u00a0: </span>`
      : `${escape(kind.label)}</p>\n`;
    return `<aside class="callout callout-${kind.style}" role="note">\n<p class="callout-title">${shown}`;
  };
  md.renderer.rules.callout_title_close = (tokens, index) =>
    (tokens[index]!.meta as CalloutMeta).shape === 'details' ? '</summary>\n' : '</p>\n';
  md.renderer.rules.callout_close = (tokens, index) => {
    const { shape } = tokens[index]!.meta as CalloutMeta;
    const last = shape === 'tab' && !isTab(tokens[index + 1], 'callout_open');
    const closing = { none: '', group: '</div>\n', tab: '</section>\n', details: '</details>\n', aside: '</aside>\n' };
    return closing[shape] + (last ? '</div>\n' : '');
  };
}

function isTab(token: Token | undefined, type: string): boolean {
  return token?.type === type && (token.meta as CalloutMeta).shape === 'tab';
}

/**
 * markdown-it core rule, after the blocks are read: containers and alerts become callout tokens.
 * The page's tokens are copied once with what is added and taken out, not spliced at each callout
 * (quadratic: 20,000 titled callouts took seconds).
 */
function calloutTokens(state: StateCore): void {
  const env = state.env as MarkdownEnv;
  const tokens = state.tokens;
  const kept: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    kept.push(token);
    if (token.type === 'container_callout_open') {
      token.meta = containerMeta(token, env);
      retype(tokens, index, 'container_callout_close');
    } else if (token.type === 'blockquote_open' && tokens[index + 2]?.type === 'inline') {
      const alert = alertLine.exec(tokens[index + 2]!.content);
      if (tokens[index + 1]!.type !== 'paragraph_open' || !alert) continue;
      const inline = tokens[index + 2]!;
      inline.content = inline.content.slice(alert[0].length);
      const kind = alertKind(alert[1]!, env, token);
      const title = alert[3]!.trim() || undefined;
      token.meta = alert[2]
        ? { shape: 'details', kind, title: title ?? kind.label, open: alert[2] === '+' }
        : { shape: 'aside', kind, title };
      retype(tokens, index, 'blockquote_close');
      // `> [!NOTE]` alone on its line: the paragraph it opened holds nothing else.
      if (inline.content.trim() === '') index += 3;
    }
    if (token.type === 'callout_open') kept.push(...titleTokens(state, token));
  }
  state.tokens = kept;
}

/**
 * The title the editor wrote (`::: tip Titre`, `!!! note "Titre"`, `> [!TIP] Titre`) as an
 * inline token after the callout's opening one: markdown-it reads it as the rest of the page's
 * prose (marks, code, links; placeholders filled where written, see fillProse) and the renderer
 * renders it with md.renderInline's rules, closed by a `callout_title_close` token; none when the
 * callout shows no title of the editor's.
 */
function titleTokens(state: StateCore, opening: Token): Token[] {
  const { shape, title, kind } = opening.meta as CalloutMeta;
  if (!title || shape === 'none' || shape === 'group' || (shape === 'aside' && title === kind.label)) return [];
  const inline = Object.assign(new state.Token('inline', '', 0), { content: title, map: opening.map, children: [] });
  const closing = Object.assign(new state.Token('callout_title_close', '', 0), { meta: opening.meta });
  return [inline, closing];
}

/** What a container opened by `token` (`::: tip Titre`, `::: details [Titre] {open}`) shows. */
function containerMeta(token: Token, env: MarkdownEnv): CalloutMeta {
  const [, name = '', bracketed, written = ''] = containerInfo.exec(token.info) ?? [];
  const rest = written.trim();
  const open = rest.endsWith('{open}');
  const title = (bracketed ?? (open ? rest.slice(0, -'{open}'.length) : rest)).trim() || undefined;
  const lower = name.toLowerCase();
  if (lower === 'details') return { shape: 'details', kind: plainNote, title, open };
  if (lower === 'code-group') return { shape: 'group', kind: plainNote };
  // VitePress's `::: v-pre` and `::: raw` only change how Vue reads their content.
  if (lower === 'v-pre' || lower === 'raw') return { shape: 'none', kind: plainNote };
  return { shape: 'aside', kind: knownKind(name, env, token), title };
}

function alertKind(name: string, env: MarkdownEnv, token: Token): CalloutKind {
  return githubKind(name) ?? knownKind(name, env, token);
}

/** The kind of `name`, or a plain note noted for a warning where it is written. */
export function knownKind(name: string, env: MarkdownEnv, token: Token): CalloutKind {
  const kind = calloutKind(name);
  if (kind) return kind;
  warn(unknownCallout, { name, known: knownNames }, { env, map: token.map, needle: name });
  return plainNote;
}

/**
 * Turns the callout opened at `start` and its closing token (the next `closing` at its level)
 * into callout tokens, the closing one given the opening one's meta.
 */
function retype(tokens: Token[], start: number, closing: string): void {
  const opening = tokens[start]!;
  opening.type = 'callout_open';
  for (let index = start + 1; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type === closing && token.level === opening.level) {
      token.type = 'callout_close';
      token.meta = opening.meta;
      return;
    }
  }
}
