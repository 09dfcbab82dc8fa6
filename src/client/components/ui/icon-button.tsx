import type { ComponentProps } from 'react';

type IconButtonProps = ComponentProps<'button'> & { label: string; tone?: 'default' | 'danger' };

/** A 44 px button showing only an icon; `label` is its accessible name and its tooltip. */
export function IconButton({ label, tone = 'default', className = '', type = 'button', children, ...rest }: IconButtonProps) {
  const hover = tone === 'danger' ? 'hover:text-danger-text' : 'hover:text-fg';
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-fg/5 ${hover} focus-visible:outline-2 focus-visible:outline-primary-text disabled:cursor-not-allowed disabled:opacity-40 ${className}`}
      {...rest}
    >
      {children}
    </button>
  );
}
