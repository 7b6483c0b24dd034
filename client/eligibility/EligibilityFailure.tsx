import { useLayoutEffect, useRef } from 'react';
import { announce } from '../announce/announce.js';
import { focusFirstVisible } from '../dialog/focusFallback.js';
import { isPlainClick } from '../dialog/focusSection.js';

export interface EligibilityFailureProps {
  phone: { display: string; tel: string };
  /** Closes the dialog and sends focus to the quote form of this page (`section`). */
  onQuote(section: HTMLElement): void;
}

/**
 * What the eligibility dialog shows instead of a checker that failed to load: a sentence, the
 * phone number and the quote form. (Loading it on demand was tried: the extra shared chunks it
 * makes esbuild split off weigh more on the first load than this component.)
 */
export function EligibilityFailure({ phone, onQuote }: EligibilityFailureProps) {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    announce('Le test d’éligibilité n’a pas pu se charger');
    // Focus was in the frame just removed (or nowhere): give it to the message.
    const active = document.activeElement;
    if (!active || active === document.body || !root.current?.closest('dialog')?.contains(active))
      focusFirstVisible(null, '#eligibility-failed');
  }, []);
  return (
    <div className="modal-fallback" ref={root}>
      <p id="eligibility-failed" tabIndex={-1}>
        Le test d’éligibilité de notre partenaire n’a pas pu se charger. Nous vérifions votre adresse avec vous par
        téléphone, ou en réponse à votre demande de devis.
      </p>
      <div className="modal-actions">
        <a className="btn btn-default" href={`tel:${phone.tel}`}>
          Appeler le {phone.display}
        </a>
        <a
          className="btn btn-outline"
          href="/#contact"
          onClick={(event) => {
            const section = window.location.pathname === '/' ? document.getElementById('contact') : null;
            if (!section || !isPlainClick(event)) return;
            event.preventDefault();
            history.pushState(null, '', '#contact');
            onQuote(section);
          }}
        >
          Demander un devis
        </a>
      </div>
    </div>
  );
}
