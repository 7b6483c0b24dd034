import { contactParams, type FormValues } from './fields.js';
import { fitMailto, type MailRequest } from './mailto.js';

/** What a demo request's parameters are made of. */
export interface DemoRequest {
  /** The form's values, trimmed. */
  values: FormValues;
  /** The sector of the page the form is on, such as `Santé`. */
  sector: string;
  /** Labels of the staff-size choices, by value. */
  effectifLabels: Record<string, string>;
  /** The address the request is sent to. */
  to: string;
}

/** The EmailJS template parameters of a demo request (spec §7). */
export function demoParams({ values, sector, effectifLabels, to }: DemoRequest): Record<string, string> {
  return {
    ...contactParams(values, to),
    secteur: sector,
    effectif: effectifLabels[values.effectif ?? ''] ?? 'Non spécifié',
    date_preferee: values.datePreferee ? formatDate(values.datePreferee) : 'Non spécifiée',
    heure_preferee: values.heurePreferee || 'Non spécifié',
    message: values.message || 'Aucun message particulier',
    subject: `Demande de démonstration - ${sector} - ${values.entreprise}`,
  };
}

/** The `mailto:` fallback of a demo request: the spec's list of fields, shortened only when too long for a link. */
export function demoMailto(values: FormValues, params: Record<string, string>, to: string): MailRequest {
  const body = [
    `Nom : ${values.nom}`,
    `Prénom : ${values.prenom}`,
    `Email : ${params.from_email}`,
    `Téléphone : ${params.telephone}`,
    `Entreprise : ${params.entreprise}`,
    `Secteur : ${params.secteur}`,
    `Effectif : ${params.effectif}`,
    `Date souhaitée : ${params.date_preferee}`,
    `Heure souhaitée : ${params.heure_preferee}`,
    `Message : ${params.message}`,
  ].join('\n');
  return fitMailto(to, params.subject!, body);
}

/** `2026-12-03` → `03/12/2026`. */
function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
