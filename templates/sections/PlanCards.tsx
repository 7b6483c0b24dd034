import { formatPrice } from '../../client/format.js';
import type { Plans } from '../../model/offers.js';
import { planButton } from '../cartProducts.js';
import { Island } from '../Island.js';
import { Badge } from '../ui/Badge.js';
import { CheckList } from '../ui/CheckList.js';
import { Icon } from '../ui/Icon.js';
import { PriceTerms } from './PriceTerms.js';

/**
 * The three switchboard plans, the highlighted one set apart, each with add-to-cart; the
 * commitment under each price and the terms in full under the cards.
 */
export function PlanCards({ plans }: { plans: Plans }) {
  return (
    <>
      <ul className="grid grid-3 plan-grid">
        {plans.plans.map((plan) => (
          <li key={plan.id} className={`card plan-card${plan.highlight ? ' plan-card-highlight' : ''}`}>
            <div className="plan-card-head">
              <span className="icon-tile">
                <Icon name={plan.icon} />
              </span>
              <Badge tone={plan.highlight ? 'accent' : 'primary'}>{plan.badge}</Badge>
            </div>
            <h3>{plan.name}</h3>
            <p>{plan.description}</p>
            <p className="price">
              <strong>{formatPrice(plan.price)}</strong> <span>HT/mois/utilisateur</span>
            </p>
            <p className="price-terms">{plans.commitment}</p>
            <CheckList items={plan.features} />
            <Island
              name="AddToCartButton"
              props={{ ...planButton(plan), variant: plan.highlight ? 'cta' : 'default' }}
            />
          </li>
        ))}
      </ul>
      <PriceTerms terms={plans.terms} />
    </>
  );
}
