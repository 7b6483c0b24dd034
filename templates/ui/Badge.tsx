import type { ReactNode } from 'react';

/** A small label: `accent` for promotions, `muted` for states such as "Disponible prochainement". */
export function Badge({
  tone = 'primary',
  children,
}: {
  tone?: 'primary' | 'accent' | 'muted' | 'success';
  children: ReactNode;
}) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
