import { createRequire } from 'node:module';

// In the compiled CLI (CommonJS) `import.meta.url` is empty and `__filename` is the bundle's.
const load = createRequire(typeof __filename === 'string' ? __filename : import.meta.url);

/**
 * Loads a package the first time it is needed, not when the generator starts: highlight.js and
 * sanitize-html take 0.1–0.3 s to load, which a site without code or raw HTML must not pay.
 */
export function lazyRequire<T>(name: string): () => T {
  let module: T | undefined;
  return () => (module ??= load(name) as T);
}
