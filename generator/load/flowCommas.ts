import { sentenceOf, type Bilingual } from '../messages/messageKind.js';
import { splitItems as splitItemsKind } from '../messages/syntaxMessages.js';
import { isScalar, visit, type Document, Scalar } from 'yaml';
import type { SourcePosition } from '../errors.js';

/** A comma that split a text of a `[…]` list in two: where it is, and the two halves. */
export interface SplitItem {
  position: SourcePosition;
  halves: [string, string];
}

/**
 * Commas written between two digits inside a `[…]` list without a space after them
 * (`[écran 4,3 pouces, …]`): YAML reads two items, `écran 4` and `3 pouces`, where the editor
 * wrote a French decimal. Two numbers (`[49.1,6.2]`) are left alone: a list of numbers is
 * written that way. Found on the syntax tree the parser has just built, so it costs one walk.
 */
export function splitItems(doc: Document, text: string, at: (offset: number) => SourcePosition): SplitItem[] {
  const found: SplitItem[] = [];
  visit(doc, {
    Seq(_, seq) {
      if (!seq.flow) return;
      for (let index = 1; index < seq.items.length; index += 1) {
        const [before, after] = [seq.items[index - 1], seq.items[index]];
        if (!isScalar(before) || !isScalar(after) || before.type !== Scalar.PLAIN || after.type !== Scalar.PLAIN)
          continue;
        if (typeof before.value === 'number' && typeof after.value === 'number') continue;
        const end = before.range?.[1];
        const start = after.range?.[0];
        if (end === undefined || start === undefined) continue;
        if (text.slice(end, start) !== ',' || !/\d$/.test(String(before.source)) || !/^\d/.test(String(after.source)))
          continue;
        found.push({ position: at(end), halves: [String(before.source), String(after.source)] });
      }
    },
  });
  return found;
}

/** One warning line for every split item of the site, or undefined when there is none. */
export function splitItemsWarning(items: SplitItem[]): Bilingual | undefined {
  if (items.length === 0) return undefined;
  const places = items.map(
    ({ position, halves }) =>
      `${position.file}:${position.line}:${position.column} ("${halves[0]}" and "${halves[1]}")`,
  );
  return sentenceOf(splitItemsKind, { places, halves: [items[0]!.halves[0], items[0]!.halves[1]] });
}
