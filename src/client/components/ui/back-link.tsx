import { Link, type LinkComponentProps } from '@tanstack/react-router';
import { BackIcon } from './icons.tsx';

/** The way back above a page (to its list, or the page it came from): a 44 px tall link with an arrow. */
export function BackLink({ label, className = '', ...props }: Omit<LinkComponentProps<'a'>, 'children'> & { label: string }) {
  return (
    <Link
      className={`inline-flex min-h-11 items-center gap-1 self-start rounded-lg pr-3 text-sm font-semibold text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-primary-text ${className}`}
      {...props}
    >
      <BackIcon className="size-5" />
      {label}
    </Link>
  );
}
