import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<Variant, string> = {
  primary: 'bg-primary text-on-primary hover:bg-hover hover:text-on-hover',
  secondary: 'border border-line bg-surface text-fg hover:bg-muted-surface',
  ghost: 'text-fg hover:bg-muted-surface',
  danger: 'bg-danger text-white hover:bg-danger-hover',
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; loading?: boolean };

/**
 * A 44 px tall button; `loading` shows a spinner beside the label and ignores presses. A
 * loading button stays focusable (aria-disabled, not disabled): disabling the focused button
 * would drop focus to the page. `disabled` is for actions that are not available.
 */
export function Button({ variant = 'primary', loading = false, className = '', disabled, children, type = 'button', onClick, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        // Cancelling the click also stops a submit button (or Enter in its form) from submitting again.
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${variants[variant]} ${className}`}
      {...rest}
    >
      {loading ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
