import { Link, type LinkComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BackIcon } from '../../../components/ui/icons.tsx';

/** "‹ Question bank": back up the library, a 44 px target. */
export function BackLink({ children, ...props }: Omit<LinkComponentProps<'a'>, 'children'> & { children: ReactNode }) {
  return (
    <Link
      className="inline-flex min-h-11 items-center gap-1 self-start rounded-lg pr-3 text-sm font-semibold text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-primary-text"
      {...props}
    >
      <BackIcon className="size-5" />
      {children}
    </Link>
  );
}
