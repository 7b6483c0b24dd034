import { contactParams, type FormValues } from './fields.js';
import { fitMailto, type MailRequest } from './mailto.js';

/** The EmailJS template parameters of a demo request (spec §7), from trimmed values. */
export function demoParams(
  values: FormValues,
  sector: string,
  effectifLabels: Record<string, string>,
  to: string,
): Record<string, string> {
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
