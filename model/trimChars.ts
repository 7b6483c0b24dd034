/**
 * `text` without the characters of `chars` at its end, and at its start too unless `ends` is
 * `'end'`: `trimChars('/a//', '/')` is `a`. Written as a loop because the pattern that says the
 * same (`/\/+$/`) is tried from every slash of a long run of them, in time the square of the
 * run's length; a value of content or a request can be such a run.
 */
export function trimChars(text: string, chars: string, ends: 'both' | 'end' = 'both'): string {
  let from = 0;
  let to = text.length;
  while (to > 0 && chars.includes(text[to - 1]!)) to--;
  if (ends === 'both') while (from < to && chars.includes(text[from]!)) from++;
  return from === 0 && to === text.length ? text : text.slice(from, to);
}
