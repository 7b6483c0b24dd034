/**
 * The text an editor wrote when YAML read it as a field: `Messagerie vocale : par e-mail` became
 * `{ "Messagerie vocale": "par e-mail" }`. Undefined for anything else.
 */
export function colonText(value: unknown, raw: string | undefined): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length !== 1 || typeof entries[0]![1] !== 'string') return undefined;
  const line = raw?.trim();
  return line && !line.includes('\n') ? line : `${entries[0]![0]}: ${entries[0]![1]}`;
}
