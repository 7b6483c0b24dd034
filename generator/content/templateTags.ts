/**
 * One warning for the whole build about Hugo shortcodes and Liquid tags found in prose (one list
 * of positions per page): they are shown as text, which builds but reads badly. Names the number
 * of pages and the first few places, so an editor knows what to rewrite; undefined when none.
 */
export function templateTagsWarning(pages: { file: string; line: number; column: number }[][]): string | undefined {
  const found = pages.filter((positions) => positions.length > 0);
  if (found.length === 0) return undefined;
  const places = found.flat();
  const shown = places.slice(0, 3).map(({ file, line, column }) => `${file}:${line}:${column}`);
  const more = places.length > shown.length ? ` and ${places.length - shown.length} more` : '';
  const pageCount = found.length === 1 ? '1 page holds' : `${found.length} pages hold`;
  return (
    `${pageCount} template tags of another generator (Hugo shortcodes {{< … >}} or {{% … %}}, Liquid {% … %} or {{ … }}), shown as text: ${shown.join(', ')}${more}.` +
    ' Rewrite them in Markdown (see docs/CONTENT.md, « Shortcodes et balises Liquid »).'
  );
}
