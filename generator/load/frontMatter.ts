import matter from 'gray-matter';

/** A Markdown file cut in two: its front matter (YAML text) and its body. */
export interface FrontMatterSplit {
  /** The YAML between the `---` lines, as gray-matter gives it (starting with the line break). */
  yaml: string;
  /** Line of the file where the YAML text starts (0 when it starts with the line break). */
  yamlLineOffset: number;
  body: string;
  /** Line of the file where the body starts (1-based). */
  bodyLine: number;
}

/**
 * Splits a Markdown file as gray-matter does. The usual shape (`---`, lines, `---`, body, with
 * `\n` line ends) is cut here directly; anything else (a BOM, `\r\n`, a language after the
 * opening `---`, no closing line) goes through gray-matter itself.
 */
export function splitFrontMatter(text: string): FrontMatterSplit {
  let yaml: string;
  let body: string;
  const close = text.startsWith('---\n') ? text.indexOf('\n---', 3) : -1;
  const after = close + 4;
  if (close >= 0 && (text[after] === '\n' || after === text.length)) {
    yaml = text.slice(3, close);
    body = text.slice(text[after] === '\n' ? after + 1 : after);
  } else {
    // gray-matter only splits the file here; the front matter is parsed by `yaml` to keep positions.
    const split = matter(text, { engines: { yaml: () => ({}) } });
    yaml = text.startsWith('---') ? split.matter : '';
    body = split.content;
  }
  const bodyLine = text.slice(0, text.length - body.length).split('\n').length;
  return { yaml, yamlLineOffset: yaml.startsWith('\n') ? 0 : 1, body, bodyLine };
}
