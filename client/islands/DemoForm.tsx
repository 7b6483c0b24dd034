import CalendarCheck from 'lucide-react/icons/calendar-check';
import { useEffect, useState } from 'react';
import { demoMailto, demoParams } from '../requests/demoRequest.js';
import { maxLength, validateContactFields } from '../requests/fields.js';
import { ContactFields } from '../requests/ContactFields.js';
import { FormField } from '../requests/FormField.js';
import { RequestNotice, type Notice } from '../requests/RequestNotice.js';
import type { EmailConfig } from '../requests/sendEmail.js';
import { sendOrFallback } from '../requests/sendOrFallback.js';
import { TrapField } from '../requests/TrapField.js';
import { useRequestForm } from '../requests/useRequestForm.js';

export interface DemoFormProps {
  /** The page's sector, sent with the request and kept when the form is reset. */
  sector: string;
  to: string;
  email: EmailConfig;
  /** The business's own webhook (`integrations.requestsWebhookUrl`): when set, requests go there instead of EmailJS. */
  webhookUrl?: string;
  effectif: [string, string][];
  slots: string[];
  /** Line under the fields: what the demo is. */
  note: string;
}

const sent = {
  title: 'Demande de démo envoyée\u00a0!',
  description: 'Nous vous contacterons pour planifier votre démonstration personnalisée.',
};
const empty = {
  prenom: '',
  nom: '',
  email: '',
  telephone: '',
  entreprise: '',
  effectif: '',
  datePreferee: '',
  heurePreferee: '',
  message: '',
};

/** Today in the visitor's time zone, `YYYY-MM-DD`: the earliest date a demo can be asked for. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The demo request (anchor `demo-request`): the webhook or EmailJS first, the visitor's mail client when it fails. */
export function DemoForm({ sector, to, email, webhookUrl, effectif, slots, note }: DemoFormProps) {
  const form = useRequestForm('demo', `form:demo:${sector}`, empty);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [minDate, setMinDate] = useState<string | undefined>(undefined);
  useEffect(() => setMinDate(today()), []);
  const field = (name: keyof typeof empty) => form.field(name);

  const validate = (trimmed: Record<string, string>) => {
    const found = validateContactFields(trimmed);
    if (trimmed.datePreferee && trimmed.datePreferee < today())
      found.datePreferee = 'Choisissez une date à partir d’aujourd’hui.';
    if (trimmed.heurePreferee && !slots.includes(trimmed.heurePreferee))
      found.heurePreferee = 'Choisissez un des créneaux proposés.';
    return found;
  };

  const onSubmit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const valid = form.check(validate);
    if (!valid) return;
    void form.run(sent, async () => {
      const effectifLabels = Object.fromEntries(effectif.filter(([v]) => v));
      const params = demoParams({ values: valid, sector, effectifLabels, to });
      const notice = await sendOrFallback({
        email,
        webhookUrl,
        type: 'demo',
        params,
        to,
        mailto: () => demoMailto(valid, params, to),
        sent,
        filename: 'demande-de-demo.txt',
      });
      setNotice(notice);
      if (!notice) form.reset();
    });
  };

  return (
    <form
      ref={form.form}
      className="request-form"
      action={`mailto:${to}?subject=${encodeURIComponent(`Demande de démonstration - ${sector}`)}`}
      method="post"
      encType="text/plain"
      acceptCharset="utf-8"
      noValidate={form.hydrated}
      onSubmit={onSubmit}
      aria-labelledby="demo-form-title"
    >
      <h3 id="demo-form-title">Demander une démonstration</h3>
      <input type="hidden" name="secteur" value={sector} />
      <div className="form-grid">
        <ContactFields field={field} />
        <FormField {...field('effectif')} label="Effectif" as="select" options={effectif} />
        <FormField {...field('datePreferee')} label="Date souhaitée" type="date" min={minDate} />
        <FormField
          {...field('heurePreferee')}
          label="Créneau souhaité"
          as="select"
          options={[['', 'Choisir un créneau'], ...slots.map((slot): [string, string] => [slot, slot])]}
        />
        <FormField {...field('message')} label="Message" as="textarea" rows={4} maxLength={maxLength.message} wide />
      </div>
      <TrapField formId="demo" />
      <p className="form-note">* Champs obligatoires. {note}</p>
      <button type="submit" className="btn btn-cta btn-lg" disabled={form.sending} aria-disabled={form.sending}>
        <CalendarCheck size={18} aria-hidden="true" focusable="false" />
        {form.sending ? 'Envoi en cours…' : 'Demander une démo'}
      </button>
      <RequestNotice formId="demo" notice={notice} />
    </form>
  );
}
