import { trimChars } from '../../model/trimChars.js';
import type { Problem } from '../errors.js';
import { problemOf } from '../messages/messageKind.js';
import { dashFence, noFrontMatter } from '../messages/slipMessages.js';

/** A line of dashes a word processor made from `---`: `—-`, `–-`, `——`, `– – –` (spaces around taken off first). */
const dashes = /^(?=[-–— ]*[–—])[-–—](?:[ ]?[-–—]){0,3}$/;
const dashLine = { test: (line: string) => dashes.test(trimChars(line, ' \t')) };

/** The front matter a page needs at least, shown to start a page that has none. */
const frontMatter = [
  '---',
  'title: Titre de la page',
  'description: Une ou deux phrases sur ce que contient la page, pour les moteurs de recherche.',
  '---',
];

/**
 * The slip behind a Markdown page whose front matter cannot be found, or `undefined`: an empty
 * page, a page without front matter, or one whose opening or closing `---` a word processor
 * turned into a dash. `unclosed` is set when the page opens a front matter no `---` closes.
 */
export function fenceSlip(file: string, text: string, unclosed: boolean): Problem | undefined {
  const lines = text.split('\n');
  const at = (line: number) => ({ file, line, column: 1 });
  if (unclosed) {
    const closing = lines.findIndex((line, index) => index > 0 && dashLine.test(line));
    return closing < 0
      ? undefined
      : problemOf(dashFence, { written: lines[closing]!.trim(), role: 'closes' }, at(closing + 1));
  }
  if (dashLine.test(lines[0]!)) return problemOf(dashFence, { written: lines[0]!.trim(), role: 'opens' }, at(1));
  return problemOf(noFrontMatter, { empty: text.trim() === '', lines: frontMatter }, at(1));
}
