/** Opening curly quotes and the closing ones each may end with. */
const curly =
  /^(\s*(?:- )?(?:[^\s:#"'][^:#]*:[ \t]+)?)([“„«‘‚])[ \t\u00a0\u202f]*(.*?)[ \t\u00a0\u202f]*([”“»’‘])?[ \t]*$/;

/**
 * The line an editor meant when a YAML value starts with curly quotes (`- “Messagerie : vocale”`,
 * `title: « Prix : 19 € »`), written with straight quotes (`- "Messagerie : vocale"`), without
 * its indentation; `undefined` when the value does not start with one. YAML reads curly quotes
 * as ordinary characters, so a `: ` inside them still starts a field.
 */
export function curlyQuoted(line: string): string | undefined {
  const match = curly.exec(line);
  if (!match) return undefined;
  const [, before, , inside] = match;
  return `${before!.trimStart()}"${inside!.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
