import { Quote } from 'lucide-react';
import type { Reference } from '../../model/reference.js';
import { Picture } from '../ui/Picture.js';
import { SectionHeader } from './SectionHeader.js';

/** The heading of every block of references. */
export const referencesHeading = 'Ils nous font confiance';

/**
 * Customers' words (`content/references/`), each a figure: the quote between « », then who says
 * it, their position and the customer, with its logo when it gave one. Nothing at all, not even
 * the heading, when there are none.
 */
export function References({
  references,
  id = 'temoignages',
  alt = false,
}: {
  references: readonly Reference[];
  /** The section's anchor (its heading's id is `<id>-title`). */
  id?: string;
  /** The section on the alternate background, to keep sections alternating where it is placed. */
  alt?: boolean;
}) {
  if (references.length === 0) return null;
  return (
    <section className={`section${alt ? ' section-alt' : ''}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeader id={id} heading={referencesHeading} />
        <ul className="grid grid-2 references">
          {references.map((reference) => (
            <li key={`${reference.client}|${reference.author}`} className="card testimonial">
              <figure>
                <Quote size={28} aria-hidden="true" focusable="false" />
                <blockquote>
                  <p>{`«\u00a0${reference.quote}\u00a0»`}</p>
                </blockquote>
                <figcaption className="testimonial-author">
                  {reference.logo && (
                    <Picture
                      src={reference.logo.src}
                      alt={reference.logo.alt}
                      sizes="10rem"
                      className="reference-logo"
                    />
                  )}
                  <strong>{reference.author}</strong>
                  <span>{reference.position}</span>
                  <span>{reference.client}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
