import { Check, Minus } from 'lucide-react';
import { formatPrice } from '../../client/format.js';
import type { Plans } from '../../model/offers.js';

/** Whether a cell says `oui` (included), `non` (not included) or neither (a value shown as written). */
function cellMark(value: string | undefined): boolean | undefined {
  const word = value?.toLowerCase();
  return word === 'oui' ? true : word === 'non' ? false : undefined;
}

/** ✓ or — are drawn for the eye and spoken as « Inclus » / « Non inclus »; a value is read as written. */
function ComparisonCell({ value }: { value: string | undefined }) {
  const included = cellMark(value);
  if (included === undefined) return <td>{value}</td>;
  const Mark = included ? Check : Minus;
  return (
    <td className={included ? 'comparison-yes' : 'comparison-no'}>
      <Mark size={20} aria-hidden="true" focusable="false" />
      <span className="visually-hidden">{included ? 'Inclus' : 'Non inclus'}</span>
    </td>
  );
}

/**
 * The plans side by side: a column per plan (name, price HT per user and month, commitment), a
 * row per feature. On a phone the table scrolls inside its own focusable box, never the page.
 */
export function PlanComparison({ plans }: { plans: Plans }) {
  const { comparison } = plans;
  return (
    <section className="table-scroll plan-comparison" aria-labelledby="comparatif-formules-caption" tabIndex={0}>
      <table className="comparison">
        <caption id="comparatif-formules-caption">
          <span className="comparison-caption">{comparison.caption}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Fonction</span>
            </th>
            {plans.plans.map((plan) => (
              <th key={plan.id} scope="col" className={plan.highlight ? 'comparison-highlight' : undefined}>
                <span className="comparison-plan">{plan.name}</span>{' '}
                <span className="comparison-price">
                  <strong>{formatPrice(plan.price)}</strong> HT/mois/utilisateur
                </span>{' '}
                <span className="price-terms">{plans.commitment}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {plans.plans.map((plan, index) => (
                <ComparisonCell key={plan.id} value={row.values[index]} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
