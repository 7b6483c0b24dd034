import type { ImageObject } from 'schema-dts';
import type { ImageTable } from '../model/publishedImage.js';
import type { Site } from '../model/site.js';

/** Where the brand's images are kept under `public/` (made by `scripts/brand-images.mjs`). */
export const brandImageFiles = {
  /** The default image of shared links, 1200×630. */
  share: { path: '/images/partage.png', width: 1200, height: 630 },
  /** The brand's mark, square, for search engines' business cards. */
  logo: { path: '/images/logo.png', width: 512, height: 512 },
} as const;

/**
 * The brand's images as absolute addresses of the site, with their sizes and the French text of
 * the shared-link image: what `og:image` and the business's `logo` point to; with `images`, the
 * shared-link image is its JPEG of the image stage.
 */
export function brandImages(
  site: Site,
  images?: ImageTable,
): {
  share: { url: string; width: number; height: number; alt: string };
  logo: ImageObject;
} {
  const { share, logo } = brandImageFiles;
  // Its JPEG encoded by the image stage at the card's width (30 KB, where the PNG weighs 381 KB).
  const encoded = images?.[share.path]?.sources.at(-1)?.candidates.find((candidate) => candidate.width === share.width);
  return {
    share: {
      url: site.baseUrl + (encoded?.href ?? share.path),
      width: share.width,
      height: share.height,
      // What the image shows: the mark, the name and the tagline.
      alt: `Logo ${site.brand.name}\u00a0: ${site.brand.tagline}`,
    },
    logo: {
      '@type': 'ImageObject',
      url: site.baseUrl + logo.path,
      width: { '@type': 'QuantitativeValue', value: logo.width, unitCode: 'E37' },
      height: { '@type': 'QuantitativeValue', value: logo.height, unitCode: 'E37' },
    },
  };
}
