import { plainCandidate, srcSet } from '../../model/publishedImage.js';
import { useSite } from '../SiteContext.js';

export interface PictureProps {
  /** The image's address as content writes it (`/images/photo.jpg`, `/images/produit/app.svg`). */
  src: string;
  /** What the image shows, for those who do not see it; empty for a decorative image. */
  alt: string;
  /** How wide the image is shown, as the layout gives it (`(min-width: 64em) 36rem, 100vw`). */
  sizes: string;
  /** The page's first large image (a hero): fetched first, never lazily. */
  priority?: boolean;
  /** The class of the `<img>` (the `<picture>` around it takes no room of its own). */
  className?: string;
}

/**
 * An image of the site as a `<picture>`: AVIF and WebP candidates in several widths, the JPEG or
 * PNG fallback, `width` and `height` with the source's ratio (no layout shift), loaded lazily
 * unless it is the page's first large image. An SVG, or an image the build did not read, is a
 * plain `<img>` (with its size when known).
 */
export function Picture({ src, alt, sizes, priority = false, className }: PictureProps) {
  const image = useSite().images?.[src];
  const loading = priority
    ? ({ fetchPriority: 'high', decoding: 'async' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  const size = image ? { width: image.width, height: image.height } : {};
  const fallback = image?.sources.at(-1);
  if (!image || !fallback) return <img src={src} alt={alt} className={className} {...size} {...loading} />;
  const plain = plainCandidate(fallback);
  return (
    <picture>
      {image.sources.slice(0, -1).map((source) => (
        <source key={source.type} type={source.type} srcSet={srcSet(source.candidates)} sizes={sizes} />
      ))}
      <img
        src={plain.href}
        srcSet={srcSet(fallback.candidates)}
        sizes={sizes}
        alt={alt}
        className={className}
        {...size}
        {...loading}
      />
    </picture>
  );
}
