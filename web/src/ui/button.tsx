import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './spinner';

/** The look of a button; shared with ButtonLink so a link that acts as a button looks the same. */
export interface ButtonLook {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'medium' | 'small';
  block?: boolean;
}

/** The classes of button.css for a look, plus the caller's own. */
export function buttonClasses({ variant = 'primary', size = 'medium', block = false }: ButtonLook, className?: string): string {
  return ['pm-button', `pm-button--${variant}`, size === 'small' && 'pm-button--small', block && 'pm-button--block', className]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  block = false,
  loading = false,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={buttonClasses({ variant, size, block }, className)} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <Spinner />}
      {children}
    </button>
  );
}
