import { isRenamed } from '../content/collections.js';

/**
 * Orders two files of one folder as [copy, original], from their names alone (nothing tells
 * which was written first: a file explorer keeps the date of the copied file): a name that
 * extends the other's (`cgv-2.md`, `sante - Copie.yaml`, `sante-animale.yaml` beside
 * `sante.yaml`), else a file whose name is not its address, else the later file by name.
 */
export function copyAndOriginal<T extends { file: string }>(a: T, b: T): [T, T] {
  const stem = (file: string) => file.replace(/\.[^./]+$/, '').toLowerCase();
  const [sa, sb] = [stem(a.file), stem(b.file)];
  if (sa !== sb && sa.startsWith(sb)) return [a, b];
  if (sa !== sb && sb.startsWith(sa)) return [b, a];
  if (isRenamed(a.file) !== isRenamed(b.file)) return isRenamed(a.file) ? [a, b] : [b, a];
  return a.file.localeCompare(b.file) > 0 ? [a, b] : [b, a];
}
