/** Opening curly quotes, and the closing ones a value may end with. */
const openers = '“„«‘‚';
const closers = '”“»’‘';
/** Spaces an editor (or a word processor) puts inside quotes: `« Prix »` with no-break spaces. */
const quoteSpaces = ' \t\u00a0\u202f';

/**
 * The line an editor meant when a YAML value starts with curly quotes (`- “Messagerie : vocale”`,
 * `title: « Prix : 19 € »`), written with straight quotes (`- "Messagerie : vocale"`), without
 * its indentation; `undefined` when the value does not start with one. YAML reads curly quotes
 * as ordinary characters, so a `: ` inside them still starts a field. Read by hand, in one pass
 * from each end, so a long line of spaces or quotes costs its length (a pattern backtracked in
 * its fourth power).
 */
export function curlyQuoted(line: string): string | undefined {
  if (/[\n\r\u2028\u2029]/.test(line)) return undefined;
  let start = 0;
  while (start < line.length && /\s/.test(line[start]!)) start++;
  // `- “…”` is an item; `-x: “…”` or `- "a: “…”` is read with `-` starting a key.
  const quote = (line.startsWith('- ', start) ? openingQuote(line, start + 2) : undefined) ?? openingQuote(line, start);
  if (quote === undefined) return undefined;
  let from = quote + 1;
  while (from < line.length && quoteSpaces.includes(line[from]!)) from++;
  let to = line.length;
  while (to > from && (line[to - 1] === ' ' || line[to - 1] === '\t')) to--;
  if (to > from && closers.includes(line[to - 1]!)) to--;
  while (to > from && quoteSpaces.includes(line[to - 1]!)) to--;
  const inside = line.slice(from, to);
  return `${line.slice(start, quote)}"${inside.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** Where the opening quote is, after a key (`title: `) or at `at`; `undefined` when there is none. */
function openingQuote(line: string, at: number): number | undefined {
  const direct = openers.includes(line[at] ?? '\n') ? at : undefined;
  // A key comes first when there is one, even one starting with a curly quote (`«a»: «b»`).
  if (at >= line.length || /[\s:#"']/.test(line[at]!)) return direct;
  const colon = line.indexOf(':', at);
  const hash = line.indexOf('#', at);
  if (colon < 0 || (hash >= 0 && hash < colon)) return direct;
  let after = colon + 1;
  while (line[after] === ' ' || line[after] === '\t') after++;
  return after > colon + 1 && openers.includes(line[after] ?? '\n') ? after : direct;
}
