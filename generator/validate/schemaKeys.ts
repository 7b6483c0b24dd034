import type { z } from 'zod';

type AnySchema = z.ZodType;

/** The field names the schema allows in the object found at `path`, for "did you mean" hints. */
export function schemaKeys(schema: AnySchema, path: readonly PropertyKey[]): string[] {
  let node: AnySchema | undefined = unwrap(schema);
  for (const key of path) {
    if (!node) return [];
    const def = node.def as { type: string; shape?: Record<string, AnySchema>; element?: AnySchema };
    if (def.type === 'object' && typeof key === 'string') node = unwrap(def.shape?.[key]);
    else if (def.type === 'array') node = unwrap(def.element);
    else return [];
  }
  const def = node?.def as { type: string; shape?: Record<string, AnySchema> } | undefined;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

function unwrap(schema: AnySchema | undefined): AnySchema | undefined {
  let node = schema;
  for (;;) {
    const def = node?.def as { type: string; innerType?: AnySchema; in?: AnySchema } | undefined;
    if (!def) return node;
    if (def.innerType) node = def.innerType;
    else if (def.type === 'pipe' && def.in) node = def.in;
    else return node;
  }
}
