import type sanitize from 'sanitize-html';
import { lazyRequire } from './lazyRequire.js';

const sanitizer = lazyRequire<typeof sanitize>('sanitize-html');

/** Harmless elements an editor may write, and what markdown-it itself writes. */
const allowedTags = [
  'a',
  'abbr',
  'aside',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'input',
  'ins',
  'kbd',
  'label',
  'li',
  'mark',
  'nav',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
  'var',
];
const allowedAttributes = {
  '*': ['id', 'class', 'title', 'tabindex', 'aria-label'],
  a: ['href'],
  aside: [{ name: 'role', multiple: false, values: ['note'] }],
  img: ['src', 'alt', 'width', 'height'],
  input: ['type', 'checked', 'disabled'],
  label: ['for'],
  ol: ['start'],
  details: ['open'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
};

/**
 * A body with raw HTML, cleaned: only the allowed elements and attributes stay; any other
 * element (`<votre-nom>`, `<center>`) is shown as text, never dropped. A hand-written `<pre>`
 * gets the scrolling box of fenced code (see codeBlocks): its long lines must not widen the page.
 */
export function sanitizeBody(html: string): string {
  return sanitizer()(html, {
    allowedTags,
    allowedAttributes,
    disallowedTagsMode: 'escape',
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      pre: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, class: classWith(attribs.class, 'code-block'), tabindex: '0' },
      }),
    },
  });
}

function classWith(classes: string | undefined, name: string): string {
  return classes?.split(/\s+/).includes(name) ? classes : `${classes ?? ''} ${name}`.trim();
}
