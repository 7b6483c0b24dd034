import MapPin from 'lucide-react/icons/map-pin';
import { openEligibility } from '../eligibility/eligibilityEvents.js';

/** A button that opens the fibre eligibility test of the page. */
export function EligibilityButton({
  label,
  context,
  variant = 'outline',
  size = 'default',
}: {
  label: string;
  /** Read by screen readers after the label, e.g. the offer name of a card. */
  context?: string;
  variant?: 'outline' | 'default' | 'cta' | 'hero' | 'secondary';
  size?: 'default' | 'lg' | 'xl';
}) {
  return (
    <button
      type="button"
      className={`btn btn-${variant}${size === 'default' ? '' : ` btn-${size}`}`}
      aria-haspopup="dialog"
      onClick={openEligibility}
    >
      <MapPin size={18} aria-hidden="true" focusable="false" />
      {label}
      {context && <span className="visually-hidden"> {context}</span>}
    </button>
  );
}
