import { formatProblemIn, type SourcePosition } from '../errors.js';
import { problemOf, type Bilingual, type MessageKind } from './messageKind.js';

/**
 * A warning told like a problem (`file:line:column field: message`, then the hint), in both
 * languages: for what builds but deserves a look (a price out of line, a heavy image). The
 * editor reads it where the refusals are read, and finds the place and the fix the same way.
 */
export function warningOf<A>(kind: MessageKind<A>, args: A, at: SourcePosition & { field?: string }): Bilingual {
  const problem = problemOf(kind, args, at);
  return { en: formatProblemIn(problem, 'en'), fr: formatProblemIn(problem, 'fr') };
}
