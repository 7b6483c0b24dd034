import { trimChars } from '../../model/trimChars.js';

/** What a fence's info string says, as VitePress, Docusaurus and others write it. */
export interface FenceInfo {
  /** The language, for highlight.js and the `language-…` class (`js`, `vue`, `sh`); empty when none. */
  language: string;
  /** Line numbers (from 1) to mark: `{1,3-5}`, and lines with a marking comment. */
  marked: Set<number>;
  /** Number the lines (`:line-numbers`, `showLineNumbers`). */
  lineNumbers: boolean;
  /** The label or file name shown above the block (`[npm]`, `title="vite.config.js"`). */
  title?: string;
}

const language = /^[^\s{[:=]+/;
const ranges = /\{([\d\s,-]+)\}/g;
const bracketTitle = /\[([^[\]]+)\]/;
const quotedTitle = /\btitle=(["'])(.*?)\1/;
const hlLines = /\bhl_lines=(["'])([\d\s-]+)\1/;

/**
 * Reads a fence's info string: ```` ```js{1,3-5} ````, `js {1,3}`, `ts:line-numbers {2}`
 * (VitePress), `sh [npm]` (a code group's tab), `jsx title="App.js" {1,4-6} showLineNumbers`
 * (Docusaurus), `yaml hl_lines="2 4-6" linenums="1"` and `{ .sh .no-copy }` (MkDocs). Without
 * this the whole string became the language (`language-js{1,3-5}`) and the block lost its colours.
 */
export function fenceInfo(info: string): FenceInfo {
  const text = info.trim();
  // MkDocs's attribute list: ``` { .yaml .copy title="mkdocs.yml" } ```.
  const listed = /^\{(?![\d\s,-]*\})([^}]*)\}/.exec(text)?.[1];
  const written = listed === undefined ? (language.exec(text)?.[0] ?? '') : '';
  // `hl_lines="4"` alone names no language.
  const name =
    listed !== undefined
      ? (/(?:^|\s)\.([\w+#-]+)/.exec(listed)?.[1] ?? '')
      : text[written.length] === '='
        ? ''
        : written;
  const rest = listed ?? text.slice(name.length);
  const marked = new Set<number>();
  const mark = (from: number, to: number) => {
    if (Number.isNaN(from) || Number.isNaN(to)) return;
    // A slip such as {1-100000} marks at most the lines a block can have.
    for (let line = from; line <= Math.min(to, from + 10_000); line++) marked.add(line);
  };
  for (const [, list] of rest.matchAll(ranges))
    for (const part of list!.split(',')) {
      const [from = '', to = from] = part.split('-');
      mark(Number.parseInt(from, 10), Number.parseInt(to, 10));
    }
  // MkDocs (pymdownx): hl_lines="2 4-6".
  for (const part of hlLines.exec(rest)?.[2]?.trim().split(/\s+/) ?? []) {
    const [from = '', to = from] = part.split('-');
    mark(Number.parseInt(from, 10), Number.parseInt(to, 10));
  }
  const titled = quotedTitle.exec(rest)?.[2] ?? bracketTitle.exec(rest.replace(quotedTitle, ''))?.[1];
  return {
    language: name,
    marked,
    lineNumbers: /^:line-numbers\b|\bshowLineNumbers\b|\blinenums=/.test(rest) && !/:no-line-numbers/.test(rest),
    ...(titled?.trim() ? { title: titled.trim() } : {}),
  };
}

/** `[!code highlight]`, `[!code ++]`, `[!code focus] -->`: the end of VitePress's marking comments. */
const vitepressMark = /^\[!code (highlight|hl|\+\+|--|focus|warning|error)\][ \t]*(?:(?:-->|\*\/)[ \t]*)?$/;
/** What opens the comment: `// `, `# `, `<!-- `… */
const commentOpeners = ['//', '#', '--', ';', '<!--', '/*'];
/** `// highlight-next-line`, `# highlight-start`, `<!-- highlight-end -->`: Docusaurus's, alone on their line. */
const docusaurusMark =
  /^[ \t]*(?:\/\/|#|--|;|<!--|\/\*|\{\/\*)[ \t]*highlight-(next-line|start|end)[ \t]*(?:(?:-->|\*\/\}?)[ \t]*)?$/;

/**
 * The code without the marking comments of VitePress and Docusaurus, the lines (from 1, counted
 * in the code shown) they mark, and those VitePress marks added (`[!code ++]`) or removed (`--`).
 */
export function markingComments(code: string): {
  code: string;
  marked: number[];
  changed: Map<number, 'added' | 'removed'>;
} {
  const changed = new Map<number, 'added' | 'removed'>();
  if (!code.includes('[!code') && !code.includes('highlight-')) return { code, marked: [], changed };
  const kept: string[] = [];
  const marked: number[] = [];
  let next = false;
  let inside = false;
  for (const line of code.split('\n')) {
    const docusaurus = docusaurusMark.exec(line)?.[1];
    if (docusaurus === 'next-line') next = true;
    else if (docusaurus === 'start') inside = true;
    else if (docusaurus === 'end') inside = false;
    else {
      const { kind, code: shown } = vitepressComment(line);
      kept.push(shown);
      if (kind === '++' || kind === '--') changed.set(kept.length, kind === '++' ? 'added' : 'removed');
      else if (kind || next || inside) marked.push(kept.length);
      next = false;
    }
  }
  return { code: kept.join('\n'), marked, changed };
}

/**
 * A line's VitePress marking comment (`foo(); // [!code ++]`) and the line without it. Read from
 * the last `[!code ` back, so a long line costs its length (a pattern tried from each of its
 * spaces took 11 s on an 80 KB line).
 */
function vitepressComment(line: string): { kind?: string; code: string } {
  const at = line.lastIndexOf('[!code ');
  const kind = at < 0 ? undefined : vitepressMark.exec(line.slice(at))?.[1];
  if (!kind) return { code: line };
  const before = trimChars(line.slice(0, at), ' \t', 'end');
  const opener = commentOpeners.find((written) => before.endsWith(written));
  if (!opener) return { code: line };
  return { kind, code: trimChars(before.slice(0, -opener.length), ' \t', 'end') };
}
