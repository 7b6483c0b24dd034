/** The terms under a row of prices (HT, commitment, renewal, notice), with the terms of sale they come from. */
export function PriceTerms({ terms }: { terms: string }) {
  return (
    <p className="section-note price-terms-note">
      {`${terms} `}
      <a href="/cgv">Conditions générales de vente</a>
    </p>
  );
}
