import type { CartItem } from '../cart/cartItems.js';
import { cartSummary } from './cartSummary.js';
import { contactParams, type FormValues } from './fields.js';
import { fitMailto, type MailRequest } from './mailto.js';

/** Labels of the quote form's choices, by value. */
export interface QuoteChoices {
  effectif: Record<string, string>;
  besoin: Record<string, string>;
}

/** What a quote request's parameters are made of. */
export interface QuoteRequest {
  /** The form's values, trimmed. */
  values: FormValues;
  /** The cart's lines, summed up in the request. */
  items: readonly CartItem[];
  choices: QuoteChoices;
  /** The address the request is sent to. */
  to: string;
}

/** The EmailJS template parameters of a quote request (spec §7). */
export function quoteParams({ values, items, choices, to }: QuoteRequest): Record<string, string> {
  return {
    ...contactParams(values, to),
    effectif: choices.effectif[values.effectif ?? ''] ?? 'Non spécifié',
    besoin: choices.besoin[values.besoin ?? ''] ?? 'Non spécifié',
    message: values.message || 'Aucun message',
    cart_summary: cartSummary(items),
    subject: `Nouvelle demande de devis - ${values.entreprise}`,
  };
}

/**
 * The `mailto:` fallback of a quote request: every field and the cart's lines (name, quantity,
 * price; no description nor features, which the provider's catalogue has), shortened only when
 * still too long for a link.
 */
export function quoteMailto(params: Record<string, string>, items: readonly CartItem[], to: string): MailRequest {
  const fields = [
    `Nom : ${params.from_name}`,
    `Email : ${params.from_email}`,
    `Téléphone : ${params.telephone}`,
    `Entreprise : ${params.entreprise}`,
    `Effectif : ${params.effectif}`,
    `Besoin : ${params.besoin}`,
    `Message : ${params.message}`,
  ].join('\n');
  return fitMailto(
    to,
    `Demande de devis - ${params.entreprise}`,
    `${fields}\n\nPanier :\n${cartSummary(items, { brief: true })}`,
  );
}
