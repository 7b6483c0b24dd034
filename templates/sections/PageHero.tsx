import type { ReactNode } from 'react';
import { pageTitleId } from '../../model/reservedIds.js';

/** The heading block at the top of an inner page. */
export function PageHero({
  kicker,
  heading,
  intro,
  children,
}: {
  kicker?: string;
  heading: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section className="page-hero" aria-labelledby={pageTitleId}>
      <div className="container">
        {kicker && <p className="kicker">{kicker}</p>}
        <h1 id={pageTitleId}>{heading}</h1>
        {intro && <p className="lead">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
