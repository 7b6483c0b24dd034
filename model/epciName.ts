/** The kinds of intercommunalité the official list abbreviates, and how they are written out. */
const kinds: [RegExp, string][] = [
  [/^CC\s+/, 'Communauté de communes '],
  [/^CA\s+/, 'Communauté d’agglomération '],
  [/^CU\s+/, 'Communauté urbaine '],
];

/**
 * The name of an intercommunalité as a visitor reads it: `CC du Saulnois` → `Communauté de
 * communes du Saulnois`, `CA Sarreguemines Confluences` → `Communauté d’agglomération
 * Sarreguemines Confluences`; a name without abbreviation (`Metz Métropole`) as it is.
 */
export function epciFullName(name: string): string {
  for (const [abbreviation, written] of kinds) if (abbreviation.test(name)) return name.replace(abbreviation, written);
  return name;
}

/**
 * The full name inside a sentence, with its article: « la communauté de communes du Saulnois »,
 * « la Métropole du Grand Nancy », « l’Eurométropole de Strasbourg », « Metz Métropole ».
 */
export function epciInSentence(name: string): string {
  const full = epciFullName(name);
  if (full.startsWith('Communauté')) return `la c${full.slice(1)}`;
  if (full.startsWith('Métropole')) return `la ${full}`;
  if (/^[AEIOUÉÈ]/.test(full) && !/ Métropole$/.test(full)) return `l’${full}`;
  return full;
}
