import { describe, expect, it } from 'vitest';
import { isPhoneNumber, cleanValues, validateContactFields } from '../../../client/requests/fields.js';

const valid = {
  prenom: 'Marie',
  nom: 'Durand',
  email: 'marie@acme.fr',
  telephone: '06 12 34 56 78',
  entreprise: 'ACME',
  message: '',
};

describe('contact fields', () => {
  it('accepts French numbers written the usual ways, and foreign ones with their country code', () => {
    for (const number of [
      '06 12 34 56 78',
      '+33 6 12 34 56 78',
      '0612345678',
      '06.12.34.56.78',
      '03-87-12-34-56',
      '0033 3 87 12 34 56',
      '+33 (0)6 12 34 56 78',
      '+352 621 123 456',
      '+49 761 1234567',
      '0049 761 1234567',
      '+41 61 123 45 67',
      '+32 2 123 45 67',
      '+262 692 12 34 56',
      '+44 20 7946 0958',
    ]) {
      expect(isPhoneNumber(number), number).toBe(true);
    }
    for (const number of [
      '12 34',
      '00 12 34 56 78',
      '06 12 34 56 78 9',
      '+999 1234',
      '+352 6',
      'appelez-moi',
      '06 12 34 56 7a',
    ]) {
      expect(isPhoneNumber(number), number).toBe(false);
    }
  });

  it('accepts a complete request and trims what was typed', () => {
    expect(validateContactFields(cleanValues({ ...valid, prenom: '  Marie ' }))).toEqual({});
    expect(cleanValues({ prenom: '  Marie ' })).toEqual({ prenom: 'Marie' });
  });

  it('names each missing or malformed field in French', () => {
    expect(
      validateContactFields({
        ...valid,
        prenom: '',
        email: 'marie@acme',
        telephone: '1234',
        entreprise: 'x'.repeat(101),
      }),
    ).toEqual({
      prenom: 'Indiquez votre prénom.',
      email: 'Saisissez une adresse e-mail valide, par exemple nom@entreprise.fr.',
      telephone:
        'Saisissez un numéro de téléphone, avec l’indicatif du pays hors de France, par exemple 06 12 34 56 78 ou +352 621 123 456.',
      entreprise: '100 caractères au maximum.',
    });
  });

  it('limits the message length', () => {
    expect(validateContactFields({ ...valid, message: 'a'.repeat(2001) })).toEqual({
      message: 'Votre message dépasse 2000 caractères.',
    });
  });
});
