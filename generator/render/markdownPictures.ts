import { plainCandidate, srcSet, type ImageTable } from '../../model/publishedImage.js';
import { decodeAddress } from '../shared/address.js';
import { escapeHtml } from '../shared/escapeHtml.js';

/** How wide a Markdown page shows an image: its prose column, 46rem at most (see pages.css). */
export const proseSizes = '(min-width: 50rem) 46rem, calc(100vw - 2rem)';

const imageTag = /<img\b([^<>]*)>/g;
/** After a space only: a name found anywhere would make a long word scanned again from each letter. */
const attribute = /(?:^|\s)([a-zA-Z-]+)="([^"]*)"/g;

/**
 * A compiled Markdown body with each image of the site as the Picture component writes it:
 * AVIF and WebP candidates, the fallback's, `width` and `height`; lazily loaded, but the first
 * when it opens the page (in its first 2,000 characters), which is then the page's first large
 * image. Images the table does not know (another format, a missing file: reported elsewhere) stay.
 */
export function markdownPictures(html: string, images: ImageTable | undefined): string {
  if (!images || !html.includes('<img')) return html;
  let first = true;
  return html.replace(imageTag, (tag, written: string, offset: number) => {
    const attributes = new Map([...written.matchAll(attribute)].map((match) => [match[1]!, match[2]!]));
    // markdown-it writes `/images/Mes photos/a b.jpg` percent-encoded; the table has the file's name.
    const src = (attributes.get('src') ?? '').replaceAll('&amp;', '&');
    const image = images[src] ?? images[decodeAddress(src)];
    if (!image) return tag;
    const priority = first && offset < 2000;
    first = false;
    const fallback = image.sources.at(-1);
    const loading = priority ? ' fetchpriority="high" decoding="async"' : ' loading="lazy" decoding="async"';
    const shown = [...attributes].filter(([name]) => name !== 'src' && name !== 'width' && name !== 'height');
    const rest = shown.map(([name, value]) => ` ${name}="${value}"`).join('');
    const size = ` width="${image.width}" height="${image.height}"`;
    if (!fallback) return `<img src="${attributes.get('src')}"${rest}${size}${loading} />`;
    const plain = plainCandidate(fallback);
    const sizes = escapeHtml(proseSizes);
    const sources = image.sources
      .slice(0, -1)
      .map(
        (source) =>
          `<source type="${source.type}" srcset="${escapeHtml(srcSet(source.candidates))}" sizes="${sizes}" />`,
      )
      .join('');
    return (
      `<picture>${sources}<img src="${escapeHtml(plain.href)}" srcset="${escapeHtml(srcSet(fallback.candidates))}"` +
      ` sizes="${sizes}"${rest}${size}${loading} /></picture>`
    );
  });
}
