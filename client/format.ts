const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const wholeEuros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** `19` → `19 €`, `59.9` → `59,90 €` (French format, non-breaking space before €). */
export function formatPrice(amount: number): string {
  return (Number.isInteger(amount) ? wholeEuros : euros).format(amount);
}

/** `Panier, 3 articles`, `Panier, 1 article`, `Panier, vide`. */
export function cartLabel(count: number): string {
  if (count === 0) return 'Panier, vide';
  return `Panier, ${count} ${count > 1 ? 'articles' : 'article'}`;
}
