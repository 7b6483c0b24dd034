import type { TownView } from '../../model/town.js';
import type { townTextFor } from '../content/townText.js';
import type { Crumb } from '../structuredData/pageGraph.js';

type FilledText = ReturnType<typeof townTextFor>;
/** A town's own texts: those of the head and the lists, those of its page, its breadcrumb's (structured data). */
export type TownTexts = { filled: FilledText; view: TownView; trail: Crumb[] };

/** The text leaves of a town's texts, in the order `mapLeaves` numbers them (addresses left out, see there). */
export function leaves(texts: TownTexts): string[] {
  const found: string[] = [];
  // Read for every town: a walk that builds nothing (mapLeaves copies every object).
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else for (const key in value as object) if (key !== 'href') walk((value as Record<string, unknown>)[key]);
  };
  walk(texts);
  return found;
}

/** The texts with each leaf replaced, leaves numbered in the order `leaves` lists them. */
export function mapLeaves(texts: TownTexts, replace: (text: string, index: number) => string): TownTexts {
  let index = 0;
  // Addresses (`href`) are the same for every town of a département and stay out of the shell's
  // tokens: written as they are, its links are found once, in the shell.
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return replace(value, index++);
    if (Array.isArray(value)) return value.map(walk);
    return Object.fromEntries(
      Object.entries(value as object).map(([key, inner]) => [key, key === 'href' ? inner : walk(inner)]),
    );
  };
  return walk(texts) as TownTexts;
}

/**
 * What decides the markup of a town page around its texts: which of them are empty (a fact the
 * row lacks, no intercommunalité) and whether it is indexed. Towns of one shape share a shell.
 */
export function shapeOf(texts: readonly string[], indexed: boolean): string {
  let shape = indexed ? 'indexed:' : 'noindex:';
  for (const text of texts) shape += text === '' ? '0' : '1';
  return shape;
}
