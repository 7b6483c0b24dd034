/** A Markdown file cut in two: its front matter (YAML or TOML text) and its body. */
export interface FrontMatterSplit {
  /** The front matter between the `---` (or `+++`) lines, starting with the line break that ends the opening line. */
  yaml: string;
  /** `toml` when the front matter is written between `+++` lines, as Hugo's archetypes write it. */
  format?: 'toml';
  body: string;
  /** Line of the file where the body starts (1-based). */
  bodyLine: number;
  /** Set when the file opens a front matter that no `---` line closes. */
  unclosed?: boolean;
}

const yamlFence = /^---[ \t]*$/;
const tomlFence = /^\+\+\+[ \t]*$/;

/**
 * Splits a Markdown file whose line ends are `\n` (the reader has removed a BOM and `\r`): the
 * front matter runs from a first line `---` to the next line `---` (YAML), or from `+++` to
 * `+++` (TOML). A file that starts with neither has none; one that never closes it is reported
 * by the caller.
 */
export function splitFrontMatter(text: string): FrontMatterSplit {
  const firstEnd = text.indexOf('\n');
  const opening = firstEnd < 0 ? text : text.slice(0, firstEnd);
  const fence = yamlFence.test(opening) ? yamlFence : tomlFence.test(opening) ? tomlFence : undefined;
  if (!fence) return { yaml: '', body: text, bodyLine: 1 };
  const format = fence === tomlFence ? { format: 'toml' as const } : {};
  if (firstEnd < 0) return { yaml: '', body: '', bodyLine: 1, unclosed: true, ...format };
  let line = 2;
  for (let start = firstEnd + 1; start <= text.length; line++) {
    const end = text.indexOf('\n', start);
    const row = end < 0 ? text.slice(start) : text.slice(start, end);
    if (fence.test(row)) {
      return {
        yaml: text.slice(firstEnd, start - 1),
        body: end < 0 ? '' : text.slice(end + 1),
        bodyLine: line + 1,
        ...format,
      };
    }
    if (end < 0) break;
    start = end + 1;
  }
  return { yaml: text.slice(firstEnd), body: '', bodyLine: line, unclosed: true, ...format };
}
