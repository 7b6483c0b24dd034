import { repeatedOrder } from '../messages/fileMessages.js';
import { sentenceOf, type Bilingual } from '../messages/messageKind.js';
import type { LoadedContent } from '../load/loadContent.js';

/**
 * A warning for each sector whose `order` another sector already has: both cards would claim one
 * place on the home page, and the build silently puts them in the order of their file names.
 * Not an error: the page still reads well, but the editor meant one of them to come first.
 */
export function repeatedOrders(
  sectors: { file: string; data: { order: number } }[],
  loaded: LoadedContent,
): Bilingual[] {
  const first = new Map<number, string>();
  const warnings: Bilingual[] = [];
  const where = (file: string) => {
    const { line, column } = loaded.files.get(file)?.source.locate(['order']) ?? { line: 1, column: 1 };
    return `${file}:${line}:${column}`;
  };
  for (const sector of [...sectors].sort((a, b) => a.file.localeCompare(b.file))) {
    const earlier = first.get(sector.data.order);
    if (earlier === undefined) first.set(sector.data.order, sector.file);
    else {
      warnings.push(
        sentenceOf(repeatedOrder, { place: where(sector.file), order: sector.data.order, earlier: where(earlier) }),
      );
    }
  }
  return warnings;
}
