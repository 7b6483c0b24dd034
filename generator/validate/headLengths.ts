import type { Bilingual } from '../messages/messageKind.js';
import { headLength, shortestTitle, shownDescription, shownTitle } from '../messages/pageMessages.js';
import { longTitle } from '../messages/valueMessages.js';
import { warningOf } from '../messages/warningOf.js';
import type { HeadText } from './pageHeads.js';

/**
 * Warnings for a title or description of a length search results do not show well: a title
 * over 60 characters or a description over 160 is cut (search engines cut by width, about
 * there); a title under 5 characters (`CGV`, `FAQ`) says nothing of the page, and search engines
 * may put their own in its place. Published as typed all the same: the editor may mean it.
 */
export function headLengths(heads: readonly HeadText[]): Bilingual[] {
  const warnings: Bilingual[] = [];
  for (const head of heads) {
    const [least, most] = head.field === 'title' ? [shortestTitle, shownTitle] : [0, shownDescription];
    // Characters are counted only near a limit: a text has at least half as many as UTF-16 units.
    const units = head.value.length;
    const length = units > most || units < 2 * least ? [...head.value].length : units;
    const too = length > most ? 'long' : length < least ? 'short' : undefined;
    // A top-level title too long is told by valueSlips, for every file (see longTitle).
    if (too === 'long' && head.field === 'title' && head.at.field === 'title') continue;
    if (too === 'long' && head.field === 'title') warnings.push(warningOf(longTitle, { length }, head.at));
    else if (too) warnings.push(warningOf(headLength, { field: head.field, length, too }, head.at));
  }
  return warnings;
}
