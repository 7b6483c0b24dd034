import X from 'lucide-react/icons/x';
import { trapFocus } from '../dialog/trapFocus.js';
import { useEffect, useRef, useState } from 'react';
import { openEligibilityEvent } from '../eligibility/eligibilityEvents.js';

export interface EligibilityDialogProps {
  /** Address of the third-party checker, with the partner key and options; empty when not configured. */
  src: string;
  /** Shown instead of the checker when it is not configured. */
  fallback: string;
}

/**
 * "Test d'éligibilité fibre": a modal dialog holding the third-party checker. The frame gets its
 * address only once the visitor opens the dialog, so nothing is requested from the third party before.
 */
export function EligibilityDialog({ src, fallback }: EligibilityDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const open = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setRequested(true);
      dialog.current?.showModal();
    };
    document.addEventListener(openEligibilityEvent, open);
    return () => document.removeEventListener(openEligibilityEvent, open);
  }, []);

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="eligibility-title"
      aria-describedby="eligibility-description"
      onKeyDown={(event) => trapFocus(event, dialog.current)}
      onClose={() => opener.current?.focus()}
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
    >
      <div className="modal-panel">
        <header className="modal-header">
          <div>
            <h2 id="eligibility-title">Test d’éligibilité fibre</h2>
            <p id="eligibility-description">Vérifiez la disponibilité de la fibre à votre adresse</p>
          </div>
          <button type="button" className="btn btn-ghost btn-icon" aria-label="Fermer le test d’éligibilité" onClick={() => dialog.current?.close()}>
            <X size={20} aria-hidden="true" focusable="false" />
          </button>
        </header>
        {src ? (
          <iframe className="eligibility-frame" title="Test d’éligibilité à la fibre" src={requested ? src : undefined} height={600} loading="lazy" />
        ) : (
          <p className="modal-fallback">{fallback}</p>
        )}
      </div>
    </dialog>
  );
}
