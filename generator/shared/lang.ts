/** The languages editors can read messages in: French for the editors, English for developers. */
export type Lang = 'en' | 'fr';

export const langs: readonly Lang[] = ['en', 'fr'];

/**
 * The language of the messages: `--lang` when given, else French when the locale is French
 * (`LC_ALL`, then `LC_MESSAGES`, then `LANG`, the order POSIX gives them; an empty variable
 * counts as unset), else English.
 */
export function langOf(env: NodeJS.ProcessEnv, forced?: Lang): Lang {
  if (forced) return forced;
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^fr([_.@-]|$)/i.test(locale) ? 'fr' : 'en';
}

/** A French message between guillemets, with the no-break spaces French typography puts inside them. */
export function quoted(text: string): string {
  return `«\u00a0${text}\u00a0»`;
}
