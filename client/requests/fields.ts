import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { cleanText } from './cleanText.js';

/** Values of a request form, by field name. */
export type FormValues = Record<string, string>;
/** French error message by field name; absent when the field is valid. */
export type FormErrors = Record<string, string>;

/** Limits on what a visitor may type, in characters. */
export const maxLength = { name: 60, company: 100, email: 120, phone: 25, message: 2000 } as const;

const emailShape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i;

/**
 * A number a person could be called on: French as dialled in France (`06 12 34 56 78`), or
 * international with its country code (`+352 621 123 456`, `0049 761 1234567`, `+33 (0)6 …`),
 * with spaces, dots, dashes or parentheses. The lengths and prefixes of each country come from
 * libphonenumber-js's small metadata, which travels with the form chunk, not the first load.
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s.\-()]+$/.test(value)) return false;
  return isValidPhoneNumber(value.replace(/^00/, '+'), 'FR');
}

/** Fields written on several lines: they keep their line breaks. */
const multilineFields = new Set(['message']);

/**
 * Cleans (see cleanText) then trims every value, so "  Marie " is sent as "Marie" and a name made
 * of control characters only counts as missing.
 */
export function cleanValues(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, cleanText(value, multilineFields.has(key)).trim()]),
  );
}

/**
 * Checks the contact fields shared by the quote and demo forms (already trimmed). Returns a
 * message per invalid field, in French, to show next to it.
 */
export function validateContactFields(values: FormValues): FormErrors {
  const errors: FormErrors = {};
  const required = (field: string, label: string) => {
    if (!values[field]) errors[field] = `Indiquez ${label}.`;
  };
  required('prenom', 'votre prénom');
  required('nom', 'votre nom');
  required('email', 'votre adresse e-mail professionnelle');
  required('telephone', 'votre numéro de téléphone');
  required('entreprise', 'le nom de votre entreprise');
  for (const field of ['prenom', 'nom'] as const) {
    if ((values[field]?.length ?? 0) > maxLength.name) errors[field] = `${maxLength.name} caractères au maximum.`;
  }
  if ((values.entreprise?.length ?? 0) > maxLength.company)
    errors.entreprise = `${maxLength.company} caractères au maximum.`;
  if (values.email && (values.email.length > maxLength.email || !emailShape.test(values.email))) {
    errors.email = 'Saisissez une adresse e-mail valide, par exemple nom@entreprise.fr.';
  }
  if (values.telephone && (values.telephone.length > maxLength.phone || !isPhoneNumber(values.telephone))) {
    errors.telephone =
      'Saisissez un numéro de téléphone, avec l’indicatif du pays hors de France, par exemple 06 12 34 56 78 ou +352 621 123 456.';
  }
  if ((values.message?.length ?? 0) > maxLength.message)
    errors.message = `Votre message dépasse ${maxLength.message} caractères.`;
  return errors;
}

/** The template parameters every request carries: who sends it and how to reach them. */
export function contactParams(values: FormValues, to: string): Record<string, string> {
  return {
    to_email: to,
    from_name: `${values.prenom} ${values.nom}`,
    from_email: values.email ?? '',
    telephone: values.telephone ?? '',
    entreprise: values.entreprise ?? '',
  };
}
