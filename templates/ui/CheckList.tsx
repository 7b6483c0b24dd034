/**
 * A list of short points, each after a green tick; `compact` for cards. The tick is drawn by the
 * style sheet (`.check-list li::before`), not an inline SVG per point: the home page alone has
 * some ninety points, and their SVGs were a quarter of its HTML and a third of its elements.
 */
export function CheckList({ items, compact = false }: { items: string[]; compact?: boolean }) {
  return (
    <ul className={compact ? 'check-list check-list-compact' : 'check-list'}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
