/**
 * The numbers that identify a French company, as the legal notice writes them: the SIREN (9
 * digits, the last a Luhn check digit), the RCS registration (`RCS Metz 732 829 320`) and the
 * intra-community VAT number (`FR44732829320`, `FR`, a 2-digit key computed from the SIREN, the SIREN).
 */

/** `RCS`, the city of the registry, the SIREN in three groups or one. */
export const rcsPattern = /^RCS ([\p{L}][\p{L}'’ -]*?) (\d{3} ?\d{3} ?\d{3})$/u;

/** `FR`, the 2-digit key, the SIREN; spaces between the groups allowed. */
export const vatPattern = /^FR ?(\d{2}) ?(\d{3} ?\d{3} ?\d{3})$/;

/** An amount in euros: `10 000 €`, `1 500,50 €`, `5000 €` (spaces may be no-break). */
export const capitalPattern = /^\d{1,3}(?:[ \u00a0\u202f]?\d{3})*(?:,\d{1,2})?[ \u00a0\u202f]?€$/;

/** Whether nine digits pass the SIREN's Luhn check (every second digit from the right doubled). */
export function validSiren(siren: string): boolean {
  if (!/^\d{9}$/.test(siren)) return false;
  let sum = 0;
  for (const [index, char] of [...siren].reverse().entries()) {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
}

/** The VAT key of a SIREN: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export function vatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

/** The SIREN written in an RCS registration (`RCS Metz 732 829 320` → `732829320`), if it is one. */
export function sirenOfRcs(rcs: string): string | undefined {
  return rcsPattern.exec(rcs)?.[2]?.replace(/ /g, '');
}

/** The key and SIREN of a VAT number (`FR44732829320`), if it is one. */
export function partsOfVat(vat: string): { key: string; siren: string } | undefined {
  const match = vatPattern.exec(vat);
  return match ? { key: match[1]!, siren: match[2]!.replace(/ /g, '') } : undefined;
}

/** A SIREN as the notice writes it: `732 829 320`. */
export function spacedSiren(siren: string): string {
  return siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}
