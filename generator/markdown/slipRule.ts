import type Token from 'markdown-it/lib/token.mjs';
import type { MarkdownEnv } from './markdownEnv.js';

/** Where the walk of a page's tokens is (see markdownSlips): the same object, moved on, for every token. */
export interface SlipWalk {
  env: MarkdownEnv;
  tokens: Token[];
  /** The index in `tokens` of the token visited, or of the inline token whose child is visited. */
  index: number;
  /** The body lines of that token's block: its own, or its table row's (see rowLines). */
  map: [number, number] | null;
}

/**
 * What one slip rule does on one page: `block` sees each token of the page in order, `inline`
 * each child of an inline token (`at` its index in `children`). A rule reports through the page's
 * env (`report`, `warn` of markdownEnv) and reads only what markdown-it has already made.
 */
export interface SlipVisitor {
  block?(token: Token, walk: SlipWalk): void;
  inline?(child: Token, at: number, children: Token[], walk: SlipWalk): void;
}

/**
 * An editor's slip that Markdown prints without a word, as a rule: made anew for each page, so
 * that it may keep what it saw before (the level of the last heading).
 */
export type SlipRule = (env: MarkdownEnv) => SlipVisitor;
