import { templateTags } from '../messages/markdownMessages.js';
import { sentenceOf, type Bilingual } from '../messages/messageKind.js';

/**
 * One warning for the whole build about Hugo shortcodes and Liquid tags found in prose (one list
 * of positions per page): they are shown as text, which builds but reads badly. Names the number
 * of pages and the first few places, so an editor knows what to rewrite; undefined when none.
 */
export function templateTagsWarning(pages: { file: string; line: number; column: number }[][]): Bilingual | undefined {
  const found = pages.filter((positions) => positions.length > 0);
  if (found.length === 0) return undefined;
  const places = found.flat();
  const shown = places.slice(0, 3).map(({ file, line, column }) => `${file}:${line}:${column}`);
  return sentenceOf(templateTags, { pages: found.length, places: shown, more: places.length - shown.length });
}
