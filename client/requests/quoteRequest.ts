import type { CartItem } from '../cart/cartItems.js';
import { cartSummary, shortCartSummary } from './cartSummary.js';
import { contactParams, type FormValues } from './fields.js';
import { fitBody, mailtoUrl } from './mailto.js';

/** Labels of the quote form's choices, by value. */
export interface QuoteChoices {
  effectif: Record<string, string>;
  besoin: Record<string, string>;
}

/** The EmailJS template parameters of a quote request (spec §7), from trimmed values. */
export function quoteParams(values: FormValues, items: readonly CartItem[], choices: QuoteChoices, to: string): Record<string, string> {
  return {
    ...contactParams(values, to),
    effectif: choices.effectif[values.effectif ?? ''] ?? 'Non spécifié',
    besoin: choices.besoin[values.besoin ?? ''] ?? 'Non spécifié',
    message: values.message || 'Aucun message',
    cart_summary: cartSummary(items),
    subject: `Nouvelle demande de devis - ${values.entreprise}`,
  };
}

/** The `mailto:` fallback of a quote request: every field and the cart, under the length limit. */
export function quoteMailto(params: Record<string, string>, items: readonly CartItem[], to: string): string {
  const fields = [
    `Nom : ${params.from_name}`,
    `Email : ${params.from_email}`,
    `Téléphone : ${params.telephone}`,
    `Entreprise : ${params.entreprise}`,
    `Effectif : ${params.effectif}`,
    `Besoin : ${params.besoin}`,
    `Message : ${params.message}`,
  ].join('\n');
  const body = fitBody(fields, cartSummary(items), shortCartSummary(items));
  return mailtoUrl(to, `Demande de devis - ${params.entreprise}`, body);
}
