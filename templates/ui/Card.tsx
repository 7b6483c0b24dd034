import type { ReactNode } from 'react';

/** A bordered block of content; cards in a grid row share the same height. */
export function Card({
  children,
  className = '',
  as: Tag = 'div',
}: {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'article' | 'li' | 'section';
}) {
  return <Tag className={`card ${className}`.trim()}>{children}</Tag>;
}
