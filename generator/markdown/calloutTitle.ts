import { frenchSpacing } from '../../model/frenchSpacing.js';

const code = /`([^`]+)`/g;
// Each mark ends at the next of its kind: from every opening the search stops there, so a long
// title full of marks that never close takes linear time (`(.+?)\1` searched to the end from each).
const strong = /\*\*(?=\S)((?:[^*]|\*(?!\*))+?)(?<=\S)\*\*|__(?=\S)((?:[^_]|_(?!_))+?)(?<=\S)__/g;
const emphasis = /\*(?=\S)([^*]+?)(?<=\S)\*|_(?=\S)([^_]+?)(?<=\S)_/g;
const placeholder = /\{([a-zA-Z_][\w.]*)\}/g;

/**
 * A callout's title as HTML: escaped, its known `{name}` placeholders filled and its French
 * spacing set outside code, with the inline marks titles use (`code`, **gras**, *italique*).
 * A title is one line of plain words in nearly every page; a full inline parse is not needed.
 */
export function calloutTitle(title: string, values: Record<string, string>, escape: (text: string) => string): string {
  return title
    .split(code)
    .map((part, index) => {
      if (index % 2 === 1) return `<code>${escape(part)}</code>`;
      const filled = part.replace(placeholder, (whole, name: string) =>
        Object.hasOwn(values, name) ? values[name]! : whole,
      );
      return escape(frenchSpacing(filled))
        .replace(strong, (_, stars?: string, lines?: string) => `<strong>${stars ?? lines}</strong>`)
        .replace(emphasis, (_, stars?: string, lines?: string) => `<em>${stars ?? lines}</em>`);
    })
    .join('');
}
