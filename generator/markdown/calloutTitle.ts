import { frenchSpacing } from '../../model/frenchSpacing.js';

const code = /`([^`]+)`/g;
const strong = /(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g;
const emphasis = /(\*|_)(?=\S)(.+?)(?<=\S)\1/g;
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
      return escape(frenchSpacing(filled)).replace(strong, '<strong>$2</strong>').replace(emphasis, '<em>$2</em>');
    })
    .join('');
}
