import { UserError, type Problem, type SourcePosition } from '../errors.js';
import type { Lang } from '../shared/lang.js';

/** What a message says in one language: what is wrong, and how to fix it. */
export interface Texts {
  message: string;
  hint?: string;
}

/**
 * One kind of message an editor can meet, told in English and in French from the same facts
 * (`args`). `example` is a set of facts the registry's test tells in both languages, so a kind
 * whose French is missing or badly typeset fails a test, not an editor.
 */
export interface MessageKind<A> {
  example: A;
  en(args: A): Texts;
  fr(args: A): Texts;
}

/** A text in both languages (a warning, a refusal), picked when printed. */
export interface Bilingual {
  en: string;
  fr: string;
}

/** Declares a kind of message; the identity, there for its type. */
export function messageKind<A>(kind: MessageKind<A>): MessageKind<A> {
  return kind;
}

/** A problem of the given kind, with its French, at a position and in a field (none: the whole file, or a line). */
export function problemOf<A>(kind: MessageKind<A>, args: A, at: SourcePosition & { field?: string }): Problem {
  const { field = '', ...position } = at;
  const { message, hint } = kind.en(args);
  const fr = kind.fr(args);
  return {
    position,
    field,
    message,
    ...(hint === undefined ? {} : { hint }),
    fr: { message: fr.message, ...(fr.hint === undefined ? {} : { hint: fr.hint }) },
  };
}

/** A sentence of the given kind in both languages (the message alone). */
export function sentenceOf<A>(kind: MessageKind<A>, args: A): Bilingual {
  return { en: kind.en(args).message, fr: kind.fr(args).message };
}

/** A user error (a refusal without a list of problems) told in both languages. */
export function userErrorOf<A>(kind: MessageKind<A>, args: A, exitCode: 1 | 2 = 1): UserError {
  const { en, fr } = sentenceOf(kind, args);
  return new UserError(en, { exitCode, fr });
}

/** A text in the reader's language; a plain string is the same in both. */
export function inLang(text: string | Bilingual, lang: Lang): string {
  return typeof text === 'string' ? text : text[lang];
}
