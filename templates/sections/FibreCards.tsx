import { formatPrice } from '../../client/format.js';
import type { Fibre } from '../../model/offers.js';
import { fibreButton } from '../cartProducts.js';
import { Island } from '../Island.js';
import { Badge } from '../ui/Badge.js';
import { CheckList } from '../ui/CheckList.js';
import { PriceTerms } from './PriceTerms.js';

/**
 * The fibre offers with add-to-cart and their own eligibility button, the commitment under each
 * price and the terms in full under the cards; `names` picks home or fibre-page names.
 */
export function FibreCards({ fibre, names }: { fibre: Fibre; names: 'name' | 'pageName' }) {
  return (
    <>
      <ul className="grid grid-3 plan-grid">
        {fibre.offers.map((offer) => {
          const name = offer[names];
          return (
            <li key={offer.id} className={`card plan-card${offer.popular ? ' plan-card-highlight' : ''}`}>
              <div className="plan-card-head">
                <Badge tone={offer.popular ? 'accent' : 'primary'}>{offer.badge}</Badge>
                {offer.popular && names === 'pageName' && <Badge tone="success">Le plus populaire</Badge>}
              </div>
              <h3>{name}</h3>
              <p>{offer.description}</p>
              <p className="fibre-speed">
                <strong>{offer.speed}</strong>
                <span>{offer.upload}</span>
              </p>
              <p className="price">
                <strong>{formatPrice(offer.price)}</strong> <span>HT/mois</span>
              </p>
              <p className="price-terms">{fibre.commitment}</p>
              <CheckList items={offer.features} />
              <div className="card-actions">
                <Island
                  name="AddToCartButton"
                  props={{ ...fibreButton(offer, name), variant: offer.popular ? 'cta' : 'default' }}
                />
                <Island name="EligibilityButton" props={{ label: 'Tester l’éligibilité', context: `pour ${name}` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <PriceTerms terms={fibre.terms} />
    </>
  );
}
