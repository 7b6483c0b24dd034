/**
 * Where a YAML line's comment starts: the first `#` at the start of the line or after a space or
 * a tab (`title: Offre #1` has none, `title: Offre # à revoir` has one); -1 when there is none.
 * A loop rather than `/(^|\s)#.*$/`, which is tried from every space of a long run of them.
 */
export function commentStart(line: string): number {
  for (let at = line.indexOf('#'); at >= 0; at = line.indexOf('#', at + 1))
    if (at === 0 || /\s/.test(line[at - 1]!)) return at;
  return -1;
}

/**
 * Whether a YAML line ends with a colon, a comment after it allowed (`contact:`, `contact:  # à
 * revoir`, `contact:#x`): the line opens a block. Each `#` looks back over the spaces before it
 * only, so a line of thousands of `:#` costs its length.
 */
export function endsWithColon(line: string): boolean {
  const beforeSpaces = (end: number) => {
    let at = end;
    while (at > 0 && /\s/.test(line[at - 1]!)) at--;
    return at;
  };
  if (line[beforeSpaces(line.length) - 1] === ':') return true;
  for (let at = line.indexOf('#'); at >= 0; at = line.indexOf('#', at + 1))
    if (line[beforeSpaces(at) - 1] === ':') return true;
  return false;
}
