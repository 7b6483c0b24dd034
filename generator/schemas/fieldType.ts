import type { JsonSchema } from './jsonSchemas.js';

/**
 * What an editor must write in a field, in French words (`entier positif`, `liste de textes`,
 * `` `city` ou `department` ``), read from its JSON Schema. The words are those the guide's
 * "Comment lire ces tableaux" table explains.
 */
export function fieldType(schema: JsonSchema, icons: readonly string[]): string {
  if (typeof schema.title === 'string') return schema.title;
  if (Array.isArray(schema.anyOf))
    return alternatives((schema.anyOf as JsonSchema[]).map((branch) => fieldType(branch, icons)));
  if ('const' in schema) return `\`${JSON.stringify(schema.const)}\``;
  if (Array.isArray(schema.enum))
    return sameList(schema.enum, icons) ? 'icône' : alternatives(schema.enum.map((value) => `\`${String(value)}\``));
  switch (schema.type) {
    case 'string':
      return schema.pattern ? 'texte au format précis' : schema.minLength ? 'texte' : 'texte brut (peut être vide)';
    case 'integer':
      return `entier${range(schema)}`;
    case 'number':
      return `nombre${range(schema)}`;
    case 'boolean':
      return 'oui/non';
    case 'array':
      return Array.isArray(schema.items)
        ? `[${(schema.items as JsonSchema[]).map((item) => fieldType(item, icons)).join(', ')}]`
        : list(schema, icons);
    case 'object':
      return schema.additionalProperties && typeof schema.additionalProperties === 'object'
        ? 'bloc « libellé: valeur »'
        : 'bloc';
    default:
      return '—';
  }
}

function list(schema: JsonSchema, icons: readonly string[]): string {
  const item = (schema.items ?? {}) as JsonSchema;
  const kind =
    item.type === 'object'
      ? 'blocs'
      : fieldType(item, icons) === 'texte'
        ? 'textes'
        : fieldType(item, icons) === 'e-mail'
          ? 'e-mails'
          : `éléments de type ${fieldType(item, icons)}`;
  const { minItems, maxItems } = schema as { minItems?: number; maxItems?: number };
  if (maxItems !== undefined) return `liste de ${minItems ?? 0} à ${maxItems} ${kind}`;
  const empty = !minItems ? ' (peut être vide)' : minItems > 1 ? ` (au moins ${minItems})` : '';
  return `liste ${kind.startsWith('e') ? 'd’' : 'de '}${kind}${empty}`;
}

function range(schema: JsonSchema): string {
  const { minimum, maximum, exclusiveMinimum } = schema as {
    minimum?: number;
    maximum?: number;
    exclusiveMinimum?: number;
  };
  if (minimum !== undefined && maximum !== undefined) return ` de ${minimum} à ${maximum}`;
  const lower =
    exclusiveMinimum === 0
      ? ' positif'
      : minimum === 0
        ? ' positif ou nul'
        : minimum !== undefined
          ? ` d’au moins ${minimum}`
          : '';
  return `${lower}${maximum !== undefined ? `${lower ? ',' : ''} au plus ${maximum}` : ''}`;
}

function alternatives(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '—') : `${words.slice(0, -1).join(', ')} ou ${words[words.length - 1]}`;
}

function sameList(values: unknown[], icons: readonly string[]): boolean {
  return values.length === icons.length && values.every((value, index) => value === icons[index]);
}
