import { describe, expect, it } from 'vitest';
import { isFrenchPhone, trimValues, validateContactFields } from '../../../client/requests/fields.js';

const valid = { prenom: 'Marie', nom: 'Durand', email: 'marie@acme.fr', telephone: '06 12 34 56 78', entreprise: 'ACME', message: '' };

describe('contact fields', () => {
  it('accepts French numbers written the usual ways', () => {
    for (const number of ['06 12 34 56 78', '+33 6 12 34 56 78', '0612345678', '06.12.34.56.78', '03-87-12-34-56', '0033 3 87 12 34 56']) {
      expect(isFrenchPhone(number), number).toBe(true);
    }
    for (const number of ['12 34', '6 12 34 56 78', '+44 20 7946 0958', '00 12 34 56 78', '06 12 34 56 78 9']) {
      expect(isFrenchPhone(number), number).toBe(false);
    }
  });

  it('accepts a complete request and trims what was typed', () => {
    expect(validateContactFields(trimValues({ ...valid, prenom: '  Marie ' }))).toEqual({});
    expect(trimValues({ prenom: '  Marie ' })).toEqual({ prenom: 'Marie' });
  });

  it('names each missing or malformed field in French', () => {
    expect(validateContactFields({ ...valid, prenom: '', email: 'marie@acme', telephone: '1234', entreprise: 'x'.repeat(101) })).toEqual({
      prenom: 'Indiquez votre prénom.',
      email: 'Saisissez une adresse e-mail valide, par exemple nom@entreprise.fr.',
      telephone: 'Saisissez un numéro français, par exemple 06 12 34 56 78 ou +33 6 12 34 56 78.',
      entreprise: '100 caractères au maximum.',
    });
  });

  it('limits the message length', () => {
    expect(validateContactFields({ ...valid, message: 'a'.repeat(2001) })).toEqual({ message: 'Votre message dépasse 2000 caractères.' });
  });
});
