import { eligibilityUrl } from '../../model/eligibilityUrl.js';
import { Island } from '../Island.js';
import { useSite } from '../SiteContext.js';
import { phoneText } from '../ui/phoneText.js';

/** The page's eligibility dialog; `styled` adds the fibre page's colour and speed options. */
export function Eligibility({ styled }: { styled: boolean }) {
  const { site } = useSite();
  const fallback = `Le test en ligne est momentanément indisponible. Appelez-nous au ${phoneText(site.contact.phone.display)}\u00a0: nous vérifions votre adresse avec vous.`;
  return (
    <Island
      name="EligibilityDialog"
      props={{
        src: eligibilityUrl(site, { styled }),
        fallback,
        phone: { display: phoneText(site.contact.phone.display), tel: site.contact.phone.tel },
      }}
    />
  );
}
