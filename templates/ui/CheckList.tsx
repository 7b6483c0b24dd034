import { Check } from 'lucide-react';

/** A list of short points, each after a green tick; `compact` for cards. */
export function CheckList({ items, compact = false }: { items: string[]; compact?: boolean }) {
  return (
    <ul className={compact ? 'check-list check-list-compact' : 'check-list'}>
      {items.map((item) => (
        <li key={item}>
          <Check size={compact ? 16 : 18} aria-hidden="true" focusable="false" />
          {item}
        </li>
      ))}
    </ul>
  );
}
