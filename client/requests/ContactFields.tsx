import { maxLength } from './fields.js';
import { FormField } from './FormField.js';
import type { useRequestForm } from './useRequestForm.js';

/** What `useRequestForm().field` gives a field: its value, change handler and error. */
type FieldProps = (
  name: 'prenom' | 'nom' | 'email' | 'telephone' | 'entreprise',
) => ReturnType<ReturnType<typeof useRequestForm>['field']>;

/**
 * The contact fields both request forms ask first, in the same order and with the same labels,
 * autocomplete tokens and lengths: first name, last name, e-mail, phone, company. `wideCompany`
 * lets the company field take the whole row (the quote form, whose next row is two selects).
 */
export function ContactFields({ field, wideCompany = false }: { field: FieldProps; wideCompany?: boolean }) {
  return (
    <>
      <FormField {...field('prenom')} label="Prénom *" required autoComplete="given-name" maxLength={maxLength.name} />
      <FormField {...field('nom')} label="Nom *" required autoComplete="family-name" maxLength={maxLength.name} />
      <FormField
        {...field('email')}
        label="Email professionnel *"
        type="email"
        required
        autoComplete="email"
        maxLength={maxLength.email}
      />
      <FormField
        {...field('telephone')}
        label="Téléphone *"
        type="tel"
        required
        autoComplete="tel"
        maxLength={maxLength.phone}
      />
      <FormField
        {...field('entreprise')}
        label="Entreprise *"
        required
        autoComplete="organization"
        maxLength={maxLength.company}
        wide={wideCompany}
      />
    </>
  );
}
