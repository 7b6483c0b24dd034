import Phone from 'lucide-react/icons/phone';
import { useState } from 'react';

/** A phone number shown masked (`03 53 48 •• ••`) until the visitor asks to see it; then a `tel:` link. */
export function PhoneReveal({ display, tel }: { display: string; tel: string }) {
  const [shown, setShown] = useState(false);
  if (shown) {
    return (
      <a className="phone-number" href={`tel:${tel}`}>
        <Phone size={18} aria-hidden="true" focusable="false" />
        {display}
      </a>
    );
  }
  const masked = display.replace(
    /(\d[\d\u00a0 ]*?)(\d\d)[\u00a0 ](\d\d)$/,
    (_whole, start: string) => `${start}••\u00a0••`,
  );
  return (
    <span className="phone-reveal">
      <span className="phone-masked" aria-hidden="true">
        {masked}
      </span>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setShown(true)}>
        Afficher le numéro
      </button>
    </span>
  );
}
