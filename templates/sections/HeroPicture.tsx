import type { HeroImage } from '../../model/heroImage.js';
import { Picture } from '../ui/Picture.js';

/**
 * The picture of the product beside a hero's text: the page's first large image, so fetched
 * first and never lazily. It follows the text in the markup, so the heading is read first.
 */
export function HeroPicture({ image }: { image: HeroImage }) {
  return (
    <div className="hero-picture">
      <Picture
        src={image.src}
        alt={image.alt}
        sizes="(min-width: 64em) 30rem, (min-width: 35em) 26rem, 20rem"
        priority
      />
    </div>
  );
}
