import { messageKind } from './messageKind.js';

/** What each field of `legal:` is, in each language: the words of a missing field's message. */
const fieldWords: Record<string, { en: string; fr: string }> = {
  'legal.company': { en: 'the company name', fr: 'la raison sociale' },
  'legal.form': { en: 'the legal form', fr: 'la forme juridique' },
  'legal.capital': { en: 'the share capital', fr: 'le capital social' },
  'legal.rcs': { en: 'the RCS registration (city and SIREN)', fr: 'l’immatriculation au RCS (ville et SIREN)' },
  'legal.vat': { en: 'the intra-community VAT number', fr: 'le numéro de TVA intracommunautaire' },
  'legal.headOffice': { en: 'the head-office address', fr: 'l’adresse du siège social' },
  'legal.director': { en: 'the publication director', fr: 'le directeur de la publication' },
  'legal.host.name': { en: 'the host’s name', fr: 'le nom de l’hébergeur' },
  'legal.host.address': { en: 'the host’s address', fr: 'l’adresse de l’hébergeur' },
  'legal.host.phone': { en: 'the host’s phone number', fr: 'le téléphone de l’hébergeur' },
};

const words = (field: string) => fieldWords[field] ?? { en: field, fr: field };

/** The map a field is written in: `legal` for `legal.capital`, `legal.host` for `legal.host.name`. */
const parentOf = (field: string) => field.slice(0, field.lastIndexOf('.'));

/** The key a field is written with: `capital` for `legal.capital`. */
const keyOf = (field: string) => field.slice(field.lastIndexOf('.') + 1);

/** A field of the legal notice left empty: a warning for `site check`, a refusal for `--production`. */
export const legalFieldMissing = messageKind<{ field: string; example: string }>({
  example: { field: 'legal.capital', example: '10 000 €' },
  en: ({ field, example }) => ({
    message: `the legal notice lacks ${words(field).en}: French law (LCEN, art. 6 III) requires it on a company’s site`,
    hint: `add ${field} in content/site.yaml, under ${parentOf(field)}:, such as ${keyOf(field)}: ${example} (copied from the Kbis extract or the host’s contract); site build --production refuses to publish without it.`,
  }),
  fr: ({ field, example }) => ({
    message: `les mentions légales n’indiquent pas ${words(field).fr}\u00a0: la loi (LCEN, art.\u00a06 III) l’exige sur le site d’une entreprise`,
    hint: `ajoutez ${field} dans content/site.yaml, sous ${parentOf(field)}:, avec une valeur comme ${example.replace(/ €/g, '\u00a0€')} (recopiée de l’extrait Kbis ou du contrat de l’hébergeur)\u00a0; site build --production refuse de publier sans.`,
  }),
});

/** A SIREN whose Luhn check digit fails: a digit was mistyped. */
export const sirenCheckFails = messageKind<{ siren: string }>({
  example: { siren: '123 456 789' },
  en: ({ siren }) => ({
    message: `the SIREN ${siren} fails its check (Luhn key): a digit is mistyped or two are swapped`,
    hint: 'copy the 9 digits from the Kbis extract or from annuaire-entreprises.data.gouv.fr.',
  }),
  fr: ({ siren }) => ({
    message: `le SIREN ${siren} ne passe pas sa vérification (clé de Luhn)\u00a0: un chiffre est mal tapé ou deux sont inversés`,
    hint: 'recopiez les 9\u00a0chiffres de l’extrait Kbis ou de annuaire-entreprises.data.gouv.fr.',
  }),
});

/** A VAT number whose key is not the one its SIREN gives. */
export const vatKeyWrong = messageKind<{ key: string; siren: string; expected: string }>({
  example: { key: '12', siren: '123456782', expected: '11' },
  en: ({ key, siren, expected }) => ({
    message: `the VAT key ${key} does not match the SIREN ${siren}: its key is ${expected}`,
    hint: `write vat: FR${expected}${siren} (the key is (12 + 3 × (SIREN mod 97)) mod 97).`,
  }),
  fr: ({ key, siren, expected }) => ({
    message: `la clé de TVA ${key} ne correspond pas au SIREN ${siren}\u00a0: sa clé est ${expected}`,
    hint: `donnez à vat la valeur FR${expected}${siren} (la clé vaut (12 + 3 × (SIREN modulo 97)) modulo 97).`,
  }),
});

/** A VAT number built on another SIREN than the RCS registration's. */
export const vatOtherSiren = messageKind<{ vatSiren: string; rcsSiren: string; expected: string }>({
  example: { vatSiren: '123456782', rcsSiren: '732829320', expected: 'FR44732829320' },
  en: ({ vatSiren, rcsSiren, expected }) => ({
    message: `the VAT number is built on the SIREN ${vatSiren}, the RCS registration (legal.rcs) on ${rcsSiren}: one company has one SIREN`,
    hint: `write vat: ${expected} if legal.rcs is right, or correct legal.rcs.`,
  }),
  fr: ({ vatSiren, rcsSiren, expected }) => ({
    message: `le numéro de TVA repose sur le SIREN ${vatSiren}, l’immatriculation au RCS (legal.rcs) sur ${rcsSiren}\u00a0: une entreprise n’a qu’un SIREN`,
    hint: `donnez à vat la valeur ${expected} si legal.rcs est juste, ou corrigez legal.rcs.`,
  }),
});
