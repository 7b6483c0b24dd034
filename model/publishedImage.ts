/** One encoded file of an image: its address on the site and its width in pixels. */
export interface ImageCandidate {
  href: string;
  width: number;
}

/** The files encoded from an image in one format, narrowest first. */
export interface ImageSource {
  /** `image/avif`, `image/webp`, then the fallback, `image/jpeg` or `image/png`. */
  type: string;
  candidates: readonly ImageCandidate[];
}

/**
 * An image of `public/` as pages show it: its size in pixels (the source's ratio, for `width` and
 * `height`), and for a raster image the files encoded from it, AVIF and WebP first and the
 * fallback last. An SVG has no sources: it is published as it is.
 */
export interface PublishedImage {
  width: number;
  height: number;
  sources: readonly ImageSource[];
}

/** The images of the site by address (`/images/photo.jpg`), read before the pages are rendered. */
export type ImageTable = Readonly<Record<string, PublishedImage>>;

/** `srcset` of a list of candidates: `/a-480.avif 480w, /a-800.avif 800w`. */
export function srcSet(candidates: readonly ImageCandidate[]): string {
  return candidates.map((candidate) => `${candidate.href} ${candidate.width}w`).join(', ');
}

/**
 * The `src` of an image's fallback: its first candidate at least 1,200 px wide (its widest when
 * none is), what a browser without `srcset` gets.
 */
export function plainCandidate(fallback: ImageSource): ImageCandidate {
  return fallback.candidates.find((candidate) => candidate.width >= 1200) ?? fallback.candidates.at(-1)!;
}
