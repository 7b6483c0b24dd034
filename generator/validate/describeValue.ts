/** Names a YAML value the way an editor thinks of it: "a number", "text", "a list"… */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return 'nothing';
  if (typeof value === 'string') return value.trim() === '' ? 'an empty text' : `the text "${shorten(value)}"`;
  if (typeof value === 'number') return `a number (${value})`;
  if (typeof value === 'boolean') return `yes/no (${value})`;
  if (Array.isArray(value)) return 'a list';
  return 'a group of fields';
}

/** Names a zod type the same way. */
export function describeType(expected: string): string {
  switch (expected) {
    case 'string': return 'text';
    case 'number': case 'int': return 'a number';
    case 'boolean': return 'true or false';
    case 'array': return 'a list';
    case 'object': return 'a group of fields';
    default: return expected;
  }
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}
