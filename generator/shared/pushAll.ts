/**
 * Adds `items` at the end of `target`, one by one. `target.push(...items)` passes them as
 * arguments, and past about 120,000 (the problems of a towns table of 35,000 rows written in
 * the wrong columns) the call overflows the stack: an internal error instead of the problems.
 */
export function pushAll<T>(target: T[], items: Iterable<T>): void {
  for (const item of items) target.push(item);
}
