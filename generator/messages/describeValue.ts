import { quoted } from '../shared/lang.js';

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
    case 'string':
      return 'text';
    case 'number':
    case 'int':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'a group of fields';
    default:
      return expected;
  }
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

/** `describeValue` in French: « rien », « le texte « … » », « un nombre (3) »… */
export function describeValueFr(value: unknown): string {
  if (value === undefined || value === null) return 'rien';
  if (typeof value === 'string') return value.trim() === '' ? 'un texte vide' : `le texte ${quoted(shorten(value))}`;
  if (typeof value === 'number') return `un nombre (${value})`;
  if (typeof value === 'boolean') return `oui/non (${value})`;
  if (Array.isArray(value)) return 'une liste';
  return 'un groupe de champs';
}

/** `describeType` in French. */
export function describeTypeFr(expected: string): string {
  switch (expected) {
    case 'string':
      return 'un texte';
    case 'number':
    case 'int':
      return 'un nombre';
    case 'boolean':
      return 'true ou false';
    case 'array':
      return 'une liste';
    case 'object':
      return 'un groupe de champs';
    default:
      return expected;
  }
}
