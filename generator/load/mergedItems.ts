import { isPair, isScalar, isSeq, Scalar, visit, type Document } from 'yaml';
import type { SourcePosition } from '../errors.js';

/** A list item that goes on over a line reading like an item of its own: where that line is, and the texts. */
export interface MergedItem {
  position: SourcePosition;
  /** Dotted path of the item (`plans[0].features[2]`). */
  field: string;
  /** The item as YAML reads it, its lines joined by spaces. */
  joined: string;
  /** The line that reads like an item of its own. */
  next: string;
}

/**
 * Items of block lists written over several lines where a later line starts with a capital
 * letter: a line typed without its `- ` (`Enregistrement des appels` under
 * `- Musique d’attente`) is folded into the item above, and the page shows « Musique d’attente
 * Enregistrement des appels » as one point. A sentence wrapped on purpose goes on in lower case,
 * or is written between quotes. Found on the syntax tree the parser has just built.
 */
export function mergedItems(doc: Document, text: string, at: (offset: number) => SourcePosition): MergedItem[] {
  const found: MergedItem[] = [];
  visit(doc, {
    Seq(_, seq, path) {
      if (seq.flow) return;
      for (const [index, item] of seq.items.entries()) {
        if (!isScalar(item) || item.type !== Scalar.PLAIN || !item.range) continue;
        const written = text.slice(item.range[0], item.range[1]);
        const lines = written.split('\n');
        const line = lines.findIndex((row, number) => number > 0 && /^\p{Lu}/u.test(row.trim()));
        if (line < 0) continue;
        const offset = item.range[0] + lines.slice(0, line).join('\n').length + 1;
        const indent = lines[line]!.length - lines[line]!.trimStart().length;
        found.push({
          position: at(offset + indent),
          field: fieldOf([...path, seq], index),
          joined: String(item.value),
          next: lines[line]!.trim(),
        });
      }
    },
  });
  return found;
}

/** `plans[0].features[2]` from the ancestors yaml's visitor gives (document, maps, pairs, lists). */
function fieldOf(ancestors: readonly unknown[], index: number): string {
  let field = '';
  for (const [position, node] of ancestors.entries()) {
    if (isPair(node) && isScalar(node.key)) field += `${field ? '.' : ''}${String(node.key.value)}`;
    else if (isSeq(node)) {
      const child = ancestors[position + 1];
      field += `[${child === undefined ? index : node.items.indexOf(child as never)}]`;
    }
  }
  return field;
}
