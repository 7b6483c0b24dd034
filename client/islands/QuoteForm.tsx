import Send from 'lucide-react/icons/send';
import { useState } from 'react';
import { cartTotals } from '../cart/cartItems.js';
import { cartStore, useCart } from '../cart/useCart.js';
import { validateContactFields, maxLength } from '../requests/fields.js';
import { ContactFields } from '../requests/ContactFields.js';
import { FormField } from '../requests/FormField.js';
import { quoteMailto, quoteParams } from '../requests/quoteRequest.js';
import { RequestNotice, type Notice } from '../requests/RequestNotice.js';
import type { EmailConfig } from '../requests/sendEmail.js';
import { sendOrFallback } from '../requests/sendOrFallback.js';
import { TrapField } from '../requests/TrapField.js';
import { useRequestForm } from '../requests/useRequestForm.js';

export interface QuoteFormProps {
  /** The provider's information address: e-mails and the mail fallback go there. */
  to: string;
  email: EmailConfig;
  /** The business's own webhook (`integrations.requestsWebhookUrl`): when set, requests go there instead of EmailJS. */
  webhookUrl?: string;
  /** Choices as [value, label], the first being the empty prompt. */
  effectif: [string, string][];
  besoin: [string, string][];
}

const sent = { title: 'Demande envoyée\u00a0!', description: 'Nous vous contacterons dans les plus brefs délais.' };
const empty = { prenom: '', nom: '', email: '', telephone: '', entreprise: '', effectif: '', besoin: '', message: '' };

/**
 * The quote request (home, section contact): sent with the cart to the business's webhook when one is
 * configured, else through EmailJS; on any failure the
 * visitor's mail client opens with the same request. Without JavaScript the form posts to `mailto:`.
 */
export function QuoteForm({ to, email, webhookUrl, effectif, besoin }: QuoteFormProps) {
  const form = useRequestForm('quote', 'form:quote', empty);
  const [notice, setNotice] = useState<Notice | null>(null);
  const field = (name: keyof typeof empty) => form.field(name);
  const { count } = cartTotals(useCart().items);

  const onSubmit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const valid = form.check(validateContactFields);
    if (!valid) return;
    void form.run(sent, async () => {
      const items = cartStore().get().items;
      const params = quoteParams({
        values: valid,
        items,
        choices: {
          effectif: Object.fromEntries(effectif.filter(([v]) => v)),
          besoin: Object.fromEntries(besoin.filter(([v]) => v)),
        },
        to,
      });
      const notice = await sendOrFallback({
        email,
        webhookUrl,
        type: 'devis',
        params,
        to,
        mailto: () => quoteMailto(params, items, to),
        sent,
        filename: 'demande-de-devis.txt',
      });
      setNotice(notice);
      if (!notice) form.reset();
      // The cart leaves the tab only once the provider has it in full: sent, or whole in the mail
      // link; otherwise when the visitor copies or downloads the complete request.
      if (!notice || notice.complete) cartStore().clear();
    });
  };

  return (
    <form
      ref={form.form}
      className="request-form"
      action={`mailto:${to}?subject=${encodeURIComponent('Demande de devis')}`}
      method="post"
      encType="text/plain"
      acceptCharset="utf-8"
      noValidate={form.hydrated}
      onSubmit={onSubmit}
      aria-labelledby="quote-title"
    >
      <h3 id="quote-title">Demande de devis</h3>
      <div className="form-grid">
        <ContactFields field={field} wideCompany />
        <FormField {...field('effectif')} label="Effectif" as="select" options={effectif} />
        <FormField {...field('besoin')} label="Besoin" as="select" options={besoin} />
        <FormField {...field('message')} label="Message" as="textarea" rows={4} maxLength={maxLength.message} wide />
      </div>
      <TrapField formId="quote" />
      <p className="form-note">* Champs obligatoires. Vos données ne sont jamais partagées avec des tiers.</p>
      <p className="quote-cart">
        <span>
          {count === 0
            ? 'Votre panier\u00a0: vide.'
            : `Votre panier\u00a0: ${count} ${count > 1 ? 'articles, envoyés' : 'article, envoyé'} avec la demande.`}
        </span>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => cartStore().setOpen(true)}>
          Voir le panier
        </button>
      </p>
      <button type="submit" className="btn btn-cta btn-lg" disabled={form.sending} aria-disabled={form.sending}>
        <Send size={18} aria-hidden="true" focusable="false" />
        {form.sending ? 'Envoi en cours…' : 'Envoyer la demande'}
      </button>
      <RequestNotice formId="quote" notice={notice} onDelivered={() => cartStore().clear()} />
    </form>
  );
}
