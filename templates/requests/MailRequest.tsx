import { Mail } from 'lucide-react';

export interface MailRequestProps {
  /** Id of its heading, unique on the page. */
  id: string;
  heading: string;
  to: string;
  subject: string;
  /** The lines the visitor completes in their mail client, one per field of the form. */
  lines: string[];
}

/**
 * A `mailto:` link whose e-mail is prepared at build time, percent-encoded as UTF-8 (spaces as
 * `%20`, lines as `%0D%0A`): mail clients read such a link as written. Shown instead of the form
 * when the browser runs no script (`@media (scripting: none)` in forms.css), because a form posted
 * to `mailto:` loses the accents in Chromium (the body's UTF-8 read as Windows-1252, `+` turned
 * into a space, `&` into a line break) and a GET turns each field into a header mail clients drop.
 * The visitor writes in their mail client: nothing typed in the page can be lost.
 */
export function MailRequest({ id, heading, to, subject, lines }: MailRequestProps) {
  const body = ['Bonjour,', '', ...lines, '', 'Cordialement,'].join('\r\n');
  const href = `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return (
    <div className="request-mail">
      <h3 id={id}>{heading}</h3>
      <p>
        {
          'Votre navigateur n’exécute pas JavaScript\u00a0: ce formulaire ne peut pas partir depuis la page. Écrivez-nous depuis votre messagerie, le message est prêt, il ne reste qu’à le compléter.'
        }
      </p>
      <a className="btn btn-cta btn-lg" href={href}>
        <Mail size={18} aria-hidden="true" focusable="false" />
        Préparer l’e-mail
      </a>
      <p className="form-note">
        Ou écrivez directement à <a href={`mailto:${to}`}>{to}</a>.
      </p>
    </div>
  );
}

/** The lines of a request e-mail: each field's label, then a no-break space and a colon. */
export function requestLines(labels: string[]): string[] {
  return labels.map((label) => `${label}\u00a0: `);
}
