import type { ReactNode } from 'react';
import type { HeroImage } from '../../model/heroImage.js';
import { pageTitleId } from '../../model/reservedIds.js';
import { HeroPicture } from './HeroPicture.js';

/**
 * The heading block at the top of an inner page. With an `image`, the text and the picture of
 * the product sit side by side on wide screens, the picture under the text on phones.
 */
export function PageHero({
  kicker,
  heading,
  intro,
  image,
  children,
}: {
  kicker?: string;
  heading: string;
  intro?: string;
  image?: HeroImage;
  children?: ReactNode;
}) {
  const text = (
    <>
      {kicker && <p className="kicker">{kicker}</p>}
      <h1 id={pageTitleId}>{heading}</h1>
      {intro && <p className="lead">{intro}</p>}
      {children}
    </>
  );
  return (
    <section className="page-hero" aria-labelledby={pageTitleId}>
      {image ? (
        <div className="container hero-split">
          <div className="hero-text">{text}</div>
          <HeroPicture image={image} />
        </div>
      ) : (
        <div className="container">{text}</div>
      )}
    </section>
  );
}
