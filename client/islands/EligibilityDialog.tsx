import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState } from 'react';
import { hostAnnouncer } from '../announce/announce.js';
import { focusFirstVisible } from '../dialog/focusFallback.js';
import { focusSection } from '../dialog/focusSection.js';
import { trapFocus } from '../dialog/trapFocus.js';
import { EligibilityFailure } from '../eligibility/EligibilityFailure.js';
import { frameReachable } from '../eligibility/frameReachable.js';
import { openEligibilityEvent, takeUnheardOpening } from '../eligibility/eligibilityEvents.js';

export interface EligibilityDialogProps {
  /** Address of the third-party checker, with the partner key and options; empty when not configured. */
  src: string;
  /** Shown instead of the checker when it is not configured. */
  fallback: string;
  /** The number offered when the checker fails to load (display form with U+00A0, `tel:` form). */
  phone: { display: string; tel: string };
}

/**
 * "Test d'éligibilité fibre": a modal dialog holding the third-party checker. The frame gets its
 * address only once the visitor opens the dialog, so nothing is requested from the third party before.
 * When the checker cannot be reached, the dialog says so and offers the phone and the quote form.
 */
export function EligibilityDialog({ src, fallback, phone }: EligibilityDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const quoteSection = useRef<HTMLElement | null>(null);
  const releaseAnnouncer = useRef<() => void>(() => undefined);
  const [requested, setRequested] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const open = (event?: Event) => {
      event?.preventDefault(); // heard: see openEligibility
      if (dialog.current?.open) return;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setRequested(true);
      dialog.current?.showModal();
      if (dialog.current) releaseAnnouncer.current = hostAnnouncer(dialog.current);
    };
    document.addEventListener(openEligibilityEvent, open);
    // The request that had this island loaded came before it could listen.
    if (takeUnheardOpening()) open();
    return () => document.removeEventListener(openEligibilityEvent, open);
  }, []);

  useEffect(() => {
    if (!requested || !src) return;
    void frameReachable(src).then((reachable) => !reachable && setFailed(true));
  }, [requested, src]);

  const onClose = () => {
    releaseAnnouncer.current();
    const section = quoteSection.current;
    quoteSection.current = null;
    if (section) return focusSection(section);
    focusFirstVisible(opener.current, '#contenu');
  };
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="eligibility-title"
      aria-describedby="eligibility-description"
      onKeyDown={(event) => trapFocus(event, dialog.current)}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && close()}
    >
      <div className="modal-panel">
        <div className="modal-header">
          <div>
            <h2 id="eligibility-title">Test d’éligibilité fibre</h2>
            <p id="eligibility-description">Vérifiez la disponibilité de la fibre à votre adresse</p>
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-icon"
            aria-label="Fermer le test d’éligibilité"
            onClick={close}
          >
            <X size={20} aria-hidden="true" focusable="false" />
          </button>
        </div>
        {failed ? (
          <EligibilityFailure
            phone={phone}
            onQuote={(section) => {
              quoteSection.current = section;
              close();
            }}
          />
        ) : src ? (
          <iframe
            className="eligibility-frame"
            title="Test d’éligibilité à la fibre"
            src={requested ? src : undefined}
            height={600}
            loading="lazy"
            // The checker learns which site frames it (the origin, which its partner key is tied
            // to), never the page's path or query.
            referrerPolicy="strict-origin-when-cross-origin"
            // Its own scripts, forms and storage on its own origin (a different one from the site's,
            // so allow-same-origin gives it no reach into the page); no popups, downloads, top
            // navigation, modals or pointer lock.
            sandbox="allow-scripts allow-forms allow-same-origin"
          />
        ) : (
          <p className="modal-fallback">{fallback}</p>
        )}
      </div>
    </dialog>
  );
}
