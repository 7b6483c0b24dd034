import type { ReactNode } from 'react';

/** The spec's button variants and sizes. */
export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link' | 'cta' | 'hero';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'xl' | 'icon';

interface ButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A link when given, a `<button>` otherwise. */
  href?: string;
  /** Opens in a new tab with `rel="noopener noreferrer"`. */
  external?: boolean;
  type?: 'button' | 'submit';
  disabled?: boolean;
  className?: string;
  children: ReactNode;
  [attribute: `aria-${string}`]: string | boolean | undefined;
}

/** Class names of a button, for elements that need to look like one. */
export function buttonClass(variant: ButtonVariant = 'default', size: ButtonSize = 'default', extra = ''): string {
  return ['btn', `btn-${variant}`, size === 'default' ? '' : `btn-${size}`, extra].filter(Boolean).join(' ');
}

/** A button or a link styled as one. */
export function Button({ variant, size, href, external, type = 'button', disabled, className, children, ...aria }: ButtonProps) {
  const classes = buttonClass(variant, size, className);
  if (href && !disabled) {
    const target = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return <a className={classes} href={href} {...target} {...aria}>{children}</a>;
  }
  return <button className={classes} type={type} disabled={disabled} {...aria}>{children}</button>;
}
