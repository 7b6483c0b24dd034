const tagOrLine = /<span[^<>]*>|<\/span>|\n/g;

/**
 * Highlighted code cut in lines that each stand alone: a `<span>` highlight.js opened on one
 * line and closed on a later one (a comment or a string over several lines) is closed at the
 * end of each line and opened again at the start of the next, so each line can be wrapped in an
 * element of its own. The newline ending the code makes no empty last line.
 */
export function codeLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let line = '';
  let last = 0;
  for (const match of html.matchAll(tagOrLine)) {
    line += html.slice(last, match.index);
    last = match.index + match[0].length;
    if (match[0] === '\n') {
      lines.push(line + '</span>'.repeat(open.length));
      line = open.join('');
    } else {
      if (match[0] === '</span>') open.pop();
      else open.push(match[0]);
      line += match[0];
    }
  }
  line += html.slice(last);
  if (line !== '' && line !== open.join('')) lines.push(line + '</span>'.repeat(open.length));
  return lines;
}

/**
 * The lines of a code block each in an element: `<mark class="code-line">` for a marked line
 * (a screen reader can say "highlighted"; the CSS draws a bar beside it, not only a colour),
 * `<ins>` and `<del>` for a line added or removed (the CSS writes + and − beside them),
 * `<span class="code-line">` for the others.
 */
export function wrapLines(
  html: string,
  marked: ReadonlySet<number>,
  changed: ReadonlyMap<number, 'added' | 'removed'> = new Map(),
): string {
  return (
    codeLines(html)
      .map((line, index) => {
        const change = changed.get(index + 1);
        const tag = change === 'added' ? 'ins' : change === 'removed' ? 'del' : marked.has(index + 1) ? 'mark' : 'span';
        return `<${tag} class="code-line">${line}</${tag}>`;
      })
      .join('\n') + '\n'
  );
}
