import type { LoadedContent } from '../load/loadContent.js';
import { uselessAlt } from '../messages/inlineSlipMessages.js';
import type { Bilingual } from '../messages/messageKind.js';
import { warningOf } from '../messages/warningOf.js';
import { isUselessAlt } from '../shared/uselessAlt.js';
import { formatPath } from './issueToProblems.js';

/**
 * Warnings for each `alt` of a YAML file (a hero's picture, a catalogue product's photo) that
 * describes nothing: a file name, or a word like « image » (see isUselessAlt). The image named
 * beside it (`src` or `image`) is named in the message. Published as written.
 */
export function yamlAlts(loaded: LoadedContent): Bilingual[] {
  const warnings: Bilingual[] = [];
  for (const file of loaded.files.values()) {
    if (file.kind === 'markdown') continue;
    const walk = (value: unknown, at: (string | number)[]): void => {
      if (Array.isArray(value)) return value.forEach((item, index) => walk(item, [...at, index]));
      if (typeof value !== 'object' || value === null) return;
      const record = value as Record<string, unknown>;
      if (typeof record.alt === 'string' && isUselessAlt(record.alt)) {
        const image = [record.src, record.image].find((name) => typeof name === 'string') ?? '';
        const position = { ...file.source.locate([...at, 'alt']), field: formatPath([...at, 'alt']) };
        warnings.push(warningOf(uselessAlt, { alt: record.alt.trim(), image: String(image) }, position));
      }
      for (const [key, child] of Object.entries(record)) if (key !== 'alt') walk(child, [...at, key]);
    };
    walk(file.source.data, []);
  }
  return warnings;
}
